// Pressing a button as a finger does: down (`press`), then up (`release`), so that a custom `ButtonStyle` is seen
// drawing the pressed button. `tap` is both at once, and draws no pressed frame.

extension ViewHost {
    /// Puts a finger down on the first button labelled `label` and keeps it there: a custom `ButtonStyle` makes
    /// its body again with `configuration.isPressed` true. The action has not run yet; ``release(_:)`` runs it.
    public func press(_ label: String) {
        update()
        noteAction("press", label)
        let button = find(.button, label)
        pressedButtons.insert(button.identity)
        invalidateStyle(of: button)
        update()
    }

    /// Lifts the finger from the button labelled `label`, pressed by ``press(_:)``: the style makes its body again
    /// with `isPressed` false, and the button's action runs, as a tap's does when the finger comes up.
    public func release(_ label: String) {
        update()
        noteAction("release", label)
        let button = find(.button, label)
        guard pressedButtons.remove(button.identity) != nil else {
            notOnScreen("the button \(String(reflecting: label)) was released without being pressed first")
        }
        invalidateStyle(of: button)
        button.action?()
        update()
    }

    private func invalidateStyle(of button: Node) {
        for child in button.children where child.role == .composite {
            invalidate(child.identity)
        }
    }

    /// The body of a custom `ButtonStyle`, as a view of its own below its button: made with the button pressed or
    /// not, and made again (alone) when a press changes that.
    func buttonStyleNode(
        _ style: AnyButtonStyle, of button: String, in context: BuildContext,
        configuration: @escaping (_ isPressed: Bool) -> ButtonStyleConfiguration
    ) -> Node {
        let bodyContext = context.child(.type(String(reflecting: style.type)))
        let node =
            live[bodyContext.path]
            ?? Node(identity: bodyContext.path, role: .composite, label: String(describing: style.type))
        node.watchers = [:]
        node.preferences = []
        node.value = style.style
        node.environment = context.environment
        node.renderName = Self.renderName(for: style.type, rowID: context.rowID)
        node.evaluate = { [unowned self, unowned node] in
            self.dirty.remove(node.identity)
            self.recordBody(of: node)
            var inner = bodyContext
            // The buttons a style draws are not drawn by the style again.
            inner.environment.buttonStyle = nil
            let isPressed = self.pressedButtons.contains(button)
            node.children = self.expand(tracking: node) {
                self.makeNodes(for: style.body(configuration(isPressed)), in: inner)
            }
        }
        scheduleEvaluation(of: node)
        return node
    }
}
