/// A key for accessing container values.
///
/// As with an environment key, `@Entry` declares one for you:
///
/// ```swift
/// extension ContainerValues {
///     @Entry var isPinned: Bool = false
/// }
/// ```
public protocol ContainerValueKey {
    /// The associated type representing the type of the container value key's value.
    associatedtype Value
    /// The default value for the container value key.
    static var defaultValue: Self.Value { get }
}

/// A collection of container values associated with a given view.
///
/// A view sets one for its container with `.containerValue(_:_:)`. MiniUI declares no custom containers (the
/// subviews a container reads them from), so the values are kept by the key and nothing reads them.
public struct ContainerValues {
    var values: [ObjectIdentifier: Any] = [:]

    init() {}

    /// Accesses the particular container value associated with a custom key.
    public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
        get {
            guard let stored = values[ObjectIdentifier(key)] else { return Key.defaultValue }
            return stored as? Key.Value ?? Key.defaultValue
        }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

extension View {
    /// Sets a particular container value of a view. MiniUI shows it as an annotation.
    nonisolated public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
        annotated(".containerValue")
    }
}
