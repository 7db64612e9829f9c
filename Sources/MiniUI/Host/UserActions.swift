// What a check can do as the user beyond tapping buttons and flipping toggles: type, pick, step,
// slide, delete and move rows, select, search, refresh, submit, dismiss and go back.

extension ViewHost {
    /// Types `text` into the text field, secure field or search field labelled `label`, replacing
    /// what was there (the search field of `.searchable` is labelled "Search").
    public func enter(_ text: String, into label: String) {
        let field = find(.control, label, kind: "text field")
        guard let setText = field.controls.setText else { unusable(field, "a text field") }
        noteAction("enter", label, value: text)
        setText(text)
        update()
    }

    /// Submits the text field labelled `label`, running its `onSubmit` action.
    public func submit(_ label: String) {
        let field = find(.control, label, kind: "text field")
        noteAction("submit", label)
        field.controls.submit?()
        update()
    }

    /// Picks the option whose label reads `option` in the picker labelled `label`.
    public func select(_ option: String, in label: String) {
        let picker = find(.control, label, kind: "picker")
        guard let choice = picker.controls.choices.first(where: { $0.title == option }) else {
            let known = picker.controls.choices.map { String(reflecting: $0.title) }.joined(separator: ", ")
            notOnScreen(
                "the picker \(String(reflecting: label)) has no option \(String(reflecting: option)) (options: \(known))"
            )
        }
        noteAction("select", label, value: option)
        choice.select()
        update()
    }

    /// Sets the first toggle labelled `label` to `value` through its binding, even when it already shows that
    /// value (as a setting synced from elsewhere can), then lets the screen update. ``toggle(_:)`` writes the
    /// opposite of what is shown; this writes `value` as it is.
    public func set(toggle label: String, to value: Bool) {
        write(toggle: label, value: value)
    }

    /// What the binding of the toggle labelled `label` reads now, asking its getter at this moment, where
    /// ``isOn(_:)`` answers what the switch showed when its view last ran; `nil` for a toggle without a binding.
    public func bindingValue(ofToggle label: String) -> Bool? {
        update()
        return find(.toggle, label).isOn?.wrappedValue
    }

    /// Presses the increment button of the stepper labelled `label`, `times` times.
    public func increment(_ label: String, times: Int = 1) {
        for _ in 0..<times { step(label, by: 1) }
    }

    /// Presses the decrement button of the stepper labelled `label`, `times` times.
    public func decrement(_ label: String, times: Int = 1) {
        for _ in 0..<times { step(label, by: -1) }
    }

    private func step(_ label: String, by direction: Int) {
        let stepper = find(.control, label, kind: "stepper")
        guard let step = stepper.controls.step else { unusable(stepper, "a stepper") }
        noteAction(direction > 0 ? "increment" : "decrement", label)
        step(direction)
        update()
    }

    /// Drags the slider labelled `label` (or "Slider" when it has no label) to `value`.
    public func slide(_ label: String, to value: Double) {
        let slider = find(.control, label, kind: "slider")
        guard let set = slider.controls.setNumber else { unusable(slider, "a slider") }
        noteAction("slide", label, value: "\(value)")
        set(value)
        update()
    }

    /// Sets the date picker labelled `label` to `date`.
    public func pick(_ date: Date, in label: String) {
        let picker = find(.control, label, kind: "date picker")
        guard let set = picker.controls.setDate else { unusable(picker, "a date picker") }
        noteAction("pick", label, value: "\(date)")
        set(date)
        update()
    }

    /// Swipes to delete the row that shows `text`, through its ForEach's `onDelete` action.
    public func delete(row text: String) {
        let (forEach, index) = findRow(showing: text)
        guard let delete = forEach.controls.delete else {
            notOnScreen("the row showing \(String(reflecting: text)) cannot be deleted: its ForEach has no onDelete")
        }
        noteAction("delete", text)
        delete(IndexSet(integer: index))
        update()
    }

    /// Drags the row that shows `text` to `destination` (an offset as `onMove` receives it).
    public func move(row text: String, to destination: Int) {
        let (forEach, index) = findRow(showing: text)
        guard let move = forEach.controls.move else {
            notOnScreen("the row showing \(String(reflecting: text)) cannot be moved: its ForEach has no onMove")
        }
        noteAction("move", text, value: "\(destination)")
        move(IndexSet(integer: index), destination)
        update()
    }

    /// Taps the row that shows `text` in a list with `selection:`: selects it (or, in a multiple
    /// selection, adds or removes it).
    public func select(row text: String) {
        update()
        let candidates = rootNodes.flatMap(\.visibleSubtree).filter {
            !$0.controls.choices.isEmpty && $0.role != .control
        }
        guard let row = candidates.first(where: { $0.visibleSubtree.contains { $0.text == text } }) else {
            notOnScreen("no selectable row shows \(String(reflecting: text))")
        }
        noteAction("selectRow", text)
        row.controls.choices[0].select()
        update()
    }

    /// Pulls to refresh the view marked `.refreshable`, and waits for its action to end.
    public func refresh() async {
        update()
        guard let action = rootNodes.flatMap(\.visibleSubtree).compactMap(\.controls.refresh).first else {
            notOnScreen("nothing on screen is refreshable")
        }
        noteAction("refresh", "")
        await action()
        update()
    }

    /// Dismisses the topmost sheet, full-screen cover, alert or dialog, as a swipe down or a tap
    /// outside would; with none presented, goes back one screen in a navigation stack.
    public func dismiss() {
        update()
        if let presented = rootNodes.flatMap(\.visibleSubtree).last(where: { $0.controls.dismiss != nil }) {
            noteAction("dismiss", "")
            presented.controls.dismiss?()
        } else {
            goBack()
            return
        }
        update()
    }

    /// Taps the back button of the innermost navigation stack that has pushed a screen.
    public func goBack() {
        update()
        let screens = rootNodes.flatMap(\.visibleSubtree).filter { $0.label.hasPrefix("destination") }
        guard let top = screens.last else { notOnScreen("no navigation stack has a screen to go back from") }
        let target = storedValue(for: top.identity + "#dismiss") { DismissTarget() }.value as! DismissTarget
        noteAction("goBack", "")
        target.action()
        update()
    }

    private var rootNodes: [Node] { root.children }

    private func findRow(showing text: String) -> (forEach: Node, index: Int) {
        update()
        for node in rootNodes.flatMap(\.visibleSubtree) where node.role == .forEach {
            let rows = node.children.filter { $0.role == .row }
            if let index = rows.firstIndex(where: { $0.visibleSubtree.contains { $0.text == text } }) {
                return (node, index)
            }
        }
        notOnScreen("no list row shows \(String(reflecting: text))")
    }

    private func unusable(_ node: Node, _ kind: String) -> Never {
        notOnScreen("\(node.label) is not \(kind), or it is disabled")
    }
}
