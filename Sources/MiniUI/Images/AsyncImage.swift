/// The current phase of the asynchronous image loading operation.
public enum AsyncImagePhase: Sendable {
    case empty
    case success(Image)
    case failure(any Error)

    /// The loaded image, if any.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error that occurred when attempting to load an image, if any.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// A view that asynchronously loads and displays an image.
///
/// MiniUI has no network: the image stays in its `.empty` phase, so the placeholder shows.
public struct AsyncImage<Content: View> {
    let url: URL?
    let content: Content
}

extension AsyncImage where Content == Image {
    /// Loads and displays an image from the specified URL.
    nonisolated public init(url: URL?, scale: CGFloat = 1) {
        self.init(url: url, content: Image(systemName: "photo"))
    }
}

extension AsyncImage {
    /// Loads and displays a modifiable image from the specified URL using a custom placeholder
    /// until the image loads.
    nonisolated public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.init(url: url, content: _ConditionalContent(storage: .falseContent(placeholder())))
    }

    /// Loads and displays a modifiable image from the specified URL in phases.
    nonisolated public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.init(url: url, content: content(.empty))
    }
}

extension AsyncImage: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension AsyncImage: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        let described = url.map { String(reflecting: $0.absoluteString) } ?? "nil"
        return Container.node("AsyncImage", ["url: \(described)"], content, in: context)
    }
}
