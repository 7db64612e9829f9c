// Focused values: state that the focused view, or its scene, publishes for views and commands elsewhere.
// MiniUI models no focus beyond `FocusState`, so nothing is published: the modifiers are annotations and
// every focused value, binding and object reads `nil`.

/// A protocol for identifier types used when publishing and observing focused values.
public protocol FocusedValueKey {
    /// The type of the value the key identifies.
    associatedtype Value
}

/// A collection of state exported by the focused scene or view and its ancestors.
public struct FocusedValues {
    init() {}

    /// Reads and writes values associated with a given focused value key: `nil` in MiniUI, and writes are
    /// dropped.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { nil }
        set {}
    }

    /// MiniUI's own: what `@Entry` in an extension of `FocusedValues` reads and writes (MiniUI's macro makes
    /// one key for every kind of entry). Reads the key's default value; writes are dropped.
    @_disfavoredOverload
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { Key.defaultValue }
        set {}
    }
}

/// A property wrapper for observing values from the focused view or one of its ancestors. In MiniUI no
/// view publishes one: the value is `nil`.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    /// A new property wrapper for the given key path.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {}

    /// A new property wrapper for the given object type, published with `focusedValue(_:)`.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {}

    /// The value for the focus key given the current scope and state of the focused view hierarchy.
    public var wrappedValue: Value? { nil }
}

/// A convenience property wrapper for observing and automatically unwrapping state bindings from the
/// focused view or one of its ancestors. In MiniUI no view publishes one: the value is `nil`.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    /// A new property wrapper for the given key path.
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {}

    /// The unwrapped value for the focus key given the current scope and state of the focused view
    /// hierarchy.
    public var wrappedValue: Value? {
        get { nil }
        nonmutating set {}
    }

    /// A binding to the optional value.
    public var projectedValue: Binding<Value?> { .constant(nil) }
}

/// A property wrapper type for an observable object supplied by the focused view or one of its ancestors.
/// In MiniUI no view supplies one: the object is `nil`.
@MainActor @preconcurrency @propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// A wrapper around the underlying focused object that can create bindings to its properties using
    /// dynamic member lookup.
    @MainActor @preconcurrency @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// Returns a binding to the value of a given key path.
        public subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, T>) -> Binding<T> {
            ObservedObject<ObjectType>.Wrapper(object: object)[dynamicMember: keyPath]
        }
    }

    /// Creates a focused object.
    public init() {}

    /// The underlying value referenced by the focused object.
    public var wrappedValue: ObjectType? { nil }

    /// A projection of the focused object that creates bindings to its properties using dynamic member
    /// lookup.
    public var projectedValue: FocusedObject<ObjectType>.Wrapper? { nil }
}

extension View {
    /// Modifies this view by injecting a value that you provide for use by other views whose state
    /// depends on the focused view hierarchy.
    nonisolated public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value)
        -> some View
    {
        annotated(".focusedValue")
    }

    /// Creates a new view that exposes the provided value, or `nil`, to other views whose state depends on
    /// the focused view hierarchy.
    nonisolated public func focusedValue<Value>(
        _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?
    ) -> some View {
        annotated(".focusedValue")
    }

    /// Sets the focused value for the given object type.
    nonisolated public func focusedValue<T: AnyObject & Observable>(_ object: T?) -> some View {
        annotated(".focusedValue")
    }

    /// Modifies this view by injecting a value that you provide for use by other views whose state
    /// depends on the focused scene.
    nonisolated public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T)
        -> some View
    {
        annotated(".focusedSceneValue")
    }

    /// Creates a new view that exposes the provided value, or `nil`, to other views whose state depends on
    /// the focused scene.
    nonisolated public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T?)
        -> some View
    {
        annotated(".focusedSceneValue")
    }

    /// Creates a new view that exposes the provided object to other views whose state depends on the
    /// focused view hierarchy.
    nonisolated public func focusedObject<T: ObservableObject>(_ object: T) -> some View {
        annotated(".focusedObject")
    }

    /// Creates a new view that exposes the provided object, or `nil`, to other views whose state depends on
    /// the focused view hierarchy.
    nonisolated public func focusedObject<T: ObservableObject>(_ object: T?) -> some View {
        annotated(".focusedObject")
    }

    /// Creates a new view that exposes the provided object to other views whose state depends on the
    /// active scene.
    nonisolated public func focusedSceneObject<T: ObservableObject>(_ object: T) -> some View {
        annotated(".focusedSceneObject")
    }

    /// Creates a new view that exposes the provided object, or `nil`, to other views whose state depends on
    /// the active scene.
    nonisolated public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View {
        annotated(".focusedSceneObject")
    }
}
