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
    nonisolated public func resizable(
        capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch
    ) -> Image {
        var arguments: [String] = []
        if capInsets != EdgeInsets() { arguments.append("capInsets: \(capInsets)") }
        if resizingMode != .stretch { arguments.append("resizingMode: .\(resizingMode)") }
        return Image(described: description + ".resizable(\(arguments.joined(separator: ", ")))")
    }

    /// The modes that SwiftUI uses to resize an image to fit within its containing view.
    public enum ResizingMode: Hashable, Sendable {
        /// A mode to repeat the image at its original size, as many times as necessary to fill the space.
        case tile
        /// A mode to enlarge or reduce the size of an image so that it fills the space.
        case stretch
    }

    /// The level of quality for rendering an image that requires interpolation, such as a scaled image.
    public enum Interpolation: Hashable, Sendable {
        case none, low, medium, high
    }

    /// Specifies the current level of quality for rendering an image that requires interpolation.
    nonisolated public func interpolation(_ interpolation: Image.Interpolation) -> Image {
        Image(described: description + ".interpolation(.\(interpolation))")
    }

    /// Specifies whether SwiftUI applies antialiasing when rendering the image.
    nonisolated public func antialiased(_ isAntialiased: Bool) -> Image {
        Image(described: description + ".antialiased(\(isAntialiased))")
    }

    /// The dynamic range of an image: how much of a display's high dynamic range it may use.
    public struct DynamicRange: Hashable, Sendable {
        let name: String
        /// Restrict the image content dynamic range to the standard range.
        public static let standard = DynamicRange(name: ".standard")
        /// Allow image content to use some extended range.
        public static let constrainedHigh = DynamicRange(name: ".constrainedHigh")
        /// Allow image content to use an unrestricted extended range.
        public static let high = DynamicRange(name: ".high")
    }

    /// Returns a new image configured with the specified allowed dynamic range.
    nonisolated public func allowedDynamicRange(_ range: Image.DynamicRange?) -> Image {
        Image(described: description + ".allowedDynamicRange(\(range?.name ?? "nil"))")
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
    /// Creates a labeled image from an asset name, usable as content for controls.
    nonisolated public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.init(name)
    }

    /// Creates an image from an asset name with a variable value.
    nonisolated public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) {
        self.init(name)
    }

    /// Creates a labeled image from an asset name with a variable value.
    nonisolated public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil, label: Text) {
        self.init(name)
    }

    /// Creates an unlabeled, decorative image from an asset name with a variable value.
    nonisolated public init(decorative name: String, variableValue: Double?, bundle: Bundle? = nil) {
        self.init(name)
    }

    /// Creates an image drawn by a closure into a graphics context. MiniUI draws nothing and does not run
    /// the closure: the image is shown by its size.
    nonisolated public init(
        size: CGSize, label: Text? = nil, opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
        renderer: @escaping (inout GraphicsContext) -> Void
    ) {
        self.init(described: "Image(size: \(Renderer.number(size.width)) × \(Renderer.number(size.height)))")
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

    /// Creates an image from an asset name (MiniUI has no asset catalog: the image is shown by its name).
    nonisolated public init(_ name: String, bundle: Bundle? = nil) {
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

extension View {
    /// Returns a new view with its images configured with the specified allowed dynamic range.
    nonisolated public func allowedDynamicRange(_ range: Image.DynamicRange?) -> some View {
        annotated(".allowedDynamicRange(\(range?.name ?? "nil"))")
    }
}

private struct ImageScaleKey: EnvironmentKey {
    static let defaultValue = Image.Scale.medium
}

extension EnvironmentValues {
    /// The image scale for this environment (`.medium` unless set with `.environment`; MiniUI's
    /// `.imageScale(_:)` is an annotation and does not set it).
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}
