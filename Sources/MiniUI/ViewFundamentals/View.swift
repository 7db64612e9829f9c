/// A type that represents part of your app's user interface.
///
/// As in SwiftUI, a view is a value that describes content: its `body` composes other views, and the
/// host (``ViewHost``) decides when to ask for it.
///
/// ```swift
/// struct Greeting: View {
///     var name: String
///     var body: some View {
///         Text("Hello, \(name)!")
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View

    /// The content and behavior of the view.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// Views that MiniUI draws itself rather than through a `body`.
///
/// Primitive views have `Body == Never`; the host expands them into nodes directly.
@MainActor
protocol PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node]
}

extension View {
    /// What a primitive view's `body` does: primitive views are drawn by the host, never through a body.
    func primitiveBody() -> Never {
        fatalError("\(Self.self) is a primitive view and has no body")
    }
}
