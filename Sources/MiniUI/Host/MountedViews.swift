extension ViewHost {
    /// The views of type `V` on screen, as their parents last built them, in screen order (pending changes are
    /// applied first).
    ///
    /// SwiftUI has no such query; it is how a check holds on to a row the way SwiftUI holds on to it, so that it
    /// can read or write the row's binding later, after the state changed elsewhere. A binding stores no value,
    /// so what it reads then is the current value of its source:
    ///
    /// ```swift
    /// let row = host.views(of: LampRow.self)[0]
    /// host.tap("Turn every lamp off")
    /// print(row.lamp.isLit)   // false: the binding reads the list's array as it is now
    /// ```
    public func views<V: View>(of type: V.Type) -> [V] {
        update()
        return root.children.flatMap(\.visibleSubtree).compactMap { $0.value as? V }
    }
}
