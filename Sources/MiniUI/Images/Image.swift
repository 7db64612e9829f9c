import Foundation

extension View {
    /// Scales images within the view according to one of the relative sizes available.
    nonisolated public func imageScale(_ scale: Image.Scale) -> some View {
        annotated(".imageScale(.\(scale))")
    }
}

extension Image {
    /// The relative size of the image.
    public enum Scale: Hashable, Sendable {
        case small, medium, large
    }

    /// Sets the mode by which SwiftUI resizes an image to fit its space.
    nonisolated public func resizable() -> Image {
        Image(described: description + ".resizable()")
    }
}

extension Image {
    /// A type that indicates how SwiftUI renders images.
    public enum TemplateRenderingMode: Hashable, Sendable {
        case template, original
    }

    /// Indicates whether SwiftUI renders an image as-is, or by using a different mode.
    nonisolated public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image {
        Image(described: description + ".renderingMode(\(renderingMode.map { ".\($0)" } ?? "nil"))")
    }
}

extension Image {
    /// Creates an unlabeled, decorative image, which accessibility ignores.
    nonisolated public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name)
    }
}

extension Image {
    /// Creates a system symbol image with a variable value.
    nonisolated public init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName)
    }
}

/// A view that displays an image; MiniUI shows its name.

public struct Image: Equatable, Sendable {
    let description: String

    /// Creates an image from a system symbol name.
    nonisolated public init(systemName: String) {
        self.description = "Image(systemName: \(String(reflecting: systemName)))"
    }

    nonisolated init(described description: String) {
        self.description = description
    }

    /// Creates an image from an asset name.
    nonisolated public init(_ name: String) {
        self.description = "Image(\(String(reflecting: name)))"
    }
}

extension Image: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension Image: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        [context.host.node(.generic, description, in: context)]
    }
}
