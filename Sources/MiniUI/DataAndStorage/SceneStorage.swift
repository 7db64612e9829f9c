import Foundation

/// A property wrapper type that reads and writes to persisted, per-scene storage.
///
/// ```swift
/// @SceneStorage("selectedTab") private var selectedTab = 0
/// ```
///
/// MiniUI has one scene and restores nothing: the value lives as long as the view, as a `@State`
/// would, and the key only names it.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    let key: String
    let state: State<Value>

    nonisolated init(key: String, value: Value) {
        self.key = key
        self.state = State(wrappedValue: value)
    }

    /// The underlying value referenced by the scene storage variable.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A binding to the scene storage variable.
    public var projectedValue: Binding<Value> { state.projectedValue }

    public mutating func update() {}
}

extension SceneStorage {
    /// Creates a property that can save and restore a Boolean.
    nonisolated public init(wrappedValue: Value, _ key: String) where Value == Bool {
        self.init(key: key, value: wrappedValue)
    }

    /// Creates a property that can save and restore an integer.
    nonisolated public init(wrappedValue: Value, _ key: String) where Value == Int {
        self.init(key: key, value: wrappedValue)
    }

    /// Creates a property that can save and restore a double.
    nonisolated public init(wrappedValue: Value, _ key: String) where Value == Double {
        self.init(key: key, value: wrappedValue)
    }

    /// Creates a property that can save and restore a string.
    nonisolated public init(wrappedValue: Value, _ key: String) where Value == String {
        self.init(key: key, value: wrappedValue)
    }

    /// Creates a property that can save and restore a URL.
    nonisolated public init(wrappedValue: Value, _ key: String) where Value == URL {
        self.init(key: key, value: wrappedValue)
    }

    /// Creates a property that can save and restore data.
    nonisolated public init(wrappedValue: Value, _ key: String) where Value == Data {
        self.init(key: key, value: wrappedValue)
    }

    /// Creates a property that can save and restore an integer, transforming it to a raw-representable type.
    nonisolated public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, value: wrappedValue)
    }

    /// Creates a property that can save and restore a string, transforming it to a raw-representable type.
    nonisolated public init(wrappedValue: Value, _ key: String)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, value: wrappedValue)
    }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    /// Creates a property that can save and restore an optional Boolean.
    nonisolated public init(_ key: String) where Value == Bool? { self.init(key: key, value: nil) }
    /// Creates a property that can save and restore an optional integer.
    nonisolated public init(_ key: String) where Value == Int? { self.init(key: key, value: nil) }
    /// Creates a property that can save and restore an optional double.
    nonisolated public init(_ key: String) where Value == Double? { self.init(key: key, value: nil) }
    /// Creates a property that can save and restore an optional string.
    nonisolated public init(_ key: String) where Value == String? { self.init(key: key, value: nil) }
    /// Creates a property that can save and restore an optional URL.
    nonisolated public init(_ key: String) where Value == URL? { self.init(key: key, value: nil) }
    /// Creates a property that can save and restore optional data.
    nonisolated public init(_ key: String) where Value == Data? { self.init(key: key, value: nil) }
}
