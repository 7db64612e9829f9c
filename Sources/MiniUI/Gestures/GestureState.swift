import Foundation

/// A property wrapper type that updates a property while the user performs a gesture and resets the
/// property back to its initial state when the gesture ends.
///
/// MiniUI has no touches: the property keeps its initial value.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let initialValue: Value

    /// Creates a view state that's derived from a gesture.
    nonisolated public init(wrappedValue: Value) { self.initialValue = wrappedValue }

    /// Creates a view state that's derived from a gesture with an initial value.
    nonisolated public init(initialValue: Value) { self.initialValue = initialValue }

    /// Creates a view state that's derived from a gesture with an initial state value and a transaction
    /// to reset it.
    nonisolated public init(wrappedValue: Value, resetTransaction: Transaction) { self.initialValue = wrappedValue }

    /// Creates a view state that's derived from a gesture with an initial state value and a closure that
    /// provides a transaction to reset it.
    nonisolated public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.initialValue = wrappedValue
    }

    /// The wrapped value referenced by the gesture state property.
    public var wrappedValue: Value { initialValue }

    /// A binding to the gesture state property.
    public var projectedValue: GestureState<Value> { self }

    public mutating func update() {}
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Creates a view state that's derived from a gesture with a transaction to reset it.
    nonisolated public init(resetTransaction: Transaction = Transaction()) { self.init(wrappedValue: nil) }
}
