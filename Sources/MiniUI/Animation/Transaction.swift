import Foundation

extension Binding {
    /// Specifies an animation to perform when the binding value changes. MiniUI does not animate:
    /// the binding is returned as it is.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        self
    }

    /// Specifies a transaction for the binding. MiniUI does not animate.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        self
    }
}

extension View {
    /// Applies the given transaction mutation function to all animations used within the view.
    nonisolated public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        annotated(".transaction")
    }
}

/// The context of the current state-processing update. MiniUI does not animate.
public struct Transaction: Sendable {
    public var animation: Animation?
    public init() {}
    public init(animation: Animation?) { self.animation = animation }
}
