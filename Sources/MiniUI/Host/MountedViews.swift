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

extension ViewHost {
    /// The type of the data of every `ForEach` inside `view`, found by looking through the stored properties of
    /// the views and modifiers it is made of (no body runs): `["ArraySlice<Stop>"]`.
    ///
    /// SwiftUI has no such query; it is how a check sees whether a view hands `ForEach` its caller's collection as
    /// it is, or a copy (`Array<Stop>`), or pairs made of it (`IndexedCollection<ArraySlice<Stop>>`):
    ///
    /// ```swift
    /// print(ViewHost.forEachDataTypes(in: PlainList(stops[1...]) { Text($0.name) }.body))
    /// ```
    nonisolated public static func forEachDataTypes(in view: Any) -> [String] {
        forEachDataTypes(in: view, depth: 0)
    }

    nonisolated private static func forEachDataTypes(in value: Any, depth: Int) -> [String] {
        guard depth < 40 else { return [] }
        let mirror = Mirror(reflecting: value)
        if String(describing: type(of: value)).hasPrefix("ForEach<") {
            return mirror.children.filter { $0.label == "data" }.map { String(describing: type(of: $0.value)) }
        }
        return mirror.children.flatMap { forEachDataTypes(in: $0.value, depth: depth + 1) }
    }
}
