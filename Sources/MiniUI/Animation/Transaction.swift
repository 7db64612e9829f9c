import Foundation

extension Binding {
    /// Specifies an animation to perform when the binding value changes. MiniUI does not animate:
    /// the new binding keeps the animation in its transaction, which nothing applies.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var binding = self
        binding.transaction.animation = animation
        return binding
    }

    /// Specifies a transaction for the binding. MiniUI does not animate: the new binding keeps the
    /// transaction, which nothing applies.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var binding = self
        binding.transaction = transaction
        return binding
    }
}

extension View {
    /// Applies the given transaction mutation function to all animations used within the view.
    nonisolated public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        annotated(".transaction")
    }

    /// Applies the given transaction mutation function to all animations used within the view, when the value
    /// changes.
    nonisolated public func transaction(
        value: some Equatable, _ transform: @escaping (inout Transaction) -> Void
    ) -> some View {
        annotated(".transaction(value:)")
    }

    /// Applies the given transaction mutation function to all animations used within the `body` closure. MiniUI
    /// shows the body's content with the modifier's annotation.
    nonisolated public func transaction<V: View>(
        _ transform: @escaping (inout Transaction) -> Void,
        @ViewBuilder body: (PlaceholderContentView<Self>) -> V
    ) -> some View {
        body(PlaceholderContentView(content: self)).annotated(".transaction")
    }

    /// Applies the given animation to all animatable values within the `body` closure. MiniUI shows the body's
    /// content with the modifier's annotation.
    nonisolated public func animation<V: View>(
        _ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
    ) -> some View {
        body(PlaceholderContentView(content: self)).annotated(".animation(\(animation?.name ?? "nil"))")
    }
}

/// The context of the current state-processing update. MiniUI does not animate: a transaction keeps what is set
/// on it, and nothing reads it but the code that made it.
public struct Transaction: Sendable {
    nonisolated(unsafe) var values: [ObjectIdentifier: Any] = [:]

    /// The animation, if any, associated with the current state change.
    public var animation: Animation?
    /// A Boolean value that indicates whether views should disable animations.
    public var disablesAnimations = false
    /// A Boolean value that indicates whether the transaction originated from an action that produces a
    /// sequence of values.
    public var isContinuous = false
    /// Whether this transaction will track the velocity of any animatable properties that change.
    public var tracksVelocity = false

    /// Creates a transaction.
    public init() {}
    /// Creates a transaction and assigns its animation property.
    public init(animation: Animation?) { self.animation = animation }

    /// Accesses the transaction value associated with a custom key.
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// Adds a completion to run when the animations created with this transaction are all complete. MiniUI
    /// applies no transaction: the completion is never run.
    public mutating func addAnimationCompletion(
        criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: @escaping () -> Void
    ) {}
}

/// A key for accessing values in a transaction.
public protocol TransactionKey {
    /// The associated type representing the type of the transaction key's value.
    associatedtype Value
    /// The default value for the transaction key.
    static var defaultValue: Value { get }
}

/// Executes a closure with the specified transaction and returns the result. MiniUI runs `body` at once.
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Executes a closure with the specified transaction key path and value and returns the result. MiniUI runs
/// `body` at once.
@MainActor
public func withTransaction<R, V>(
    _ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R
) rethrows -> R {
    try body()
}
