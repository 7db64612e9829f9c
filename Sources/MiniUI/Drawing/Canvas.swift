import Foundation

// `Canvas` and `GraphicsContext`: immediate-mode drawing. MiniUI draws nothing; it runs the renderer
// closure each time the canvas is built, with a context that records what was drawn, and lists those
// operations below the canvas's line, so a check can see what a learner's canvas draws.

/// A view type that supports immediate mode drawing.
///
/// ```swift
/// Canvas { context, size in
///     context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.mint))
/// }
/// ```
///
/// MiniUI runs `renderer` with the size of an iPhone screen (393 × 852 points, as `GeometryReader`),
/// and shows each drawing operation below the canvas.
public struct Canvas<Symbols: View> {
    /// A view that provides child views that you can use in the drawing callback.
    public var symbols: Symbols
    /// The drawing callback that you use to draw into the canvas.
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// A Boolean that indicates whether the canvas is fully opaque.
    public var isOpaque: Bool
    /// The working color space and storage format of the canvas.
    public var colorMode: ColorRenderingMode
    /// A Boolean that indicates whether the canvas can present its contents to its parent view asynchronously.
    public var rendersAsynchronously: Bool

    /// Creates and configures a canvas that you supply with renderable child views.
    nonisolated public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        self.symbols = symbols()
        self.renderer = renderer
        self.isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }
}

extension Canvas where Symbols == EmptyView {
    /// Creates and configures a canvas.
    nonisolated public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.init(
            opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer,
            symbols: { EmptyView() })
    }
}

extension Canvas: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension Canvas: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        let node = context.host.node(.generic, "Canvas", in: context)
        // Symbols are resolved by their tags; they are not drawn unless the renderer draws them.
        let symbolNodes = context.host.makeNodes(for: symbols, in: context.inside(node).child(.role("symbols")))
        let tags = Set(symbolNodes.flatMap(\.subtree).compactMap(\.tag))
        let recorder = GraphicsContext.Recorder()
        var graphics = GraphicsContext(recorder: recorder, environment: context.environment, symbols: tags)
        renderer(&graphics, CGSize(width: 393, height: 852))
        for (index, line) in recorder.lines.enumerated() {
            node.children.append(context.host.node(.generic, line, in: context.inside(node).child(.index(index))))
        }
        return [node]
    }
}

/// The set of values that indicate the working color space and storage format of a canvas or drawing group.
public enum ColorRenderingMode: Equatable, Hashable, Sendable {
    /// The non-linear sRGB working color space.
    case nonLinear
    /// The linear sRGB working color space.
    case linear
    /// The extended linear sRGB working color space.
    case extendedLinear
}

/// An immediate mode drawing destination, and its current state.
///
/// MiniUI keeps the state (opacity, blend mode, translation, scale, rotation, clip) and records each
/// drawing operation as a line: `fill(Path(in: 0, 0, 40, 40), with: .color(.mint))`.
public struct GraphicsContext {
    final class Recorder {
        var lines: [String] = []
    }

    let recorder: Recorder
    let symbolTags: Set<AnyHashable>
    /// The translation, scale and rotation applied so far, as written, prefixed to each operation.
    var state: [String] = []

    /// The environment associated with the graphics context.
    public let environment: EnvironmentValues
    /// The opacity of drawing operations in the context.
    public var opacity: Double = 1
    /// The blend mode used by drawing operations in the context.
    public var blendMode: BlendMode = .normal

    init(recorder: Recorder, environment: EnvironmentValues, symbols: Set<AnyHashable>) {
        self.recorder = recorder
        self.environment = environment
        self.symbolTags = symbols
    }

    func record(_ operation: String) {
        var prefix = state
        if opacity != 1 { prefix.append("opacity \(Renderer.number(CGFloat(opacity)))") }
        if blendMode != .normal { prefix.append("blendMode .\(blendMode)") }
        recorder.lines.append(prefix.isEmpty ? operation : "[\(prefix.joined(separator: ", "))] \(operation)")
    }

    static func describe(_ path: Path) -> String {
        let box = path.boundingRect
        guard !box.isNull else { return "Path()" }
        let numbers = [box.minX, box.minY, box.width, box.height].map(Renderer.number)
        return "Path(in: \(numbers.joined(separator: ", ")))"
    }

    static func describe(_ point: CGPoint) -> String {
        "(\(Renderer.number(point.x)), \(Renderer.number(point.y)))"
    }

    // MARK: Drawing

    /// Draws a path into the context and fills the outlined region.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        record("fill(\(Self.describe(path)), with: \(shading.description))")
    }

    /// Draws a path into the context with a specified stroke style.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        record("stroke(\(Self.describe(path)), with: \(shading.description), \(style._arguments))")
    }

    /// Draws a path into the context with a specified line width.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws text into the context, aligning an anchor within the ideal size of the text to a point in the context.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        record("draw(Text(\(String(reflecting: text.content))), at: \(Self.describe(point)))")
    }

    /// Draws text into the context within the given rectangle.
    public func draw(_ text: Text, in rect: CGRect) {
        record("draw(Text(\(String(reflecting: text.content))), in: \(Self.describe(Path(rect))))")
    }

    /// Draws an image into the context, aligning an anchor within the image to a point in the context.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        record("draw(\(image.description), at: \(Self.describe(point)))")
    }

    /// Draws an image into the context, scaling it to fit the given rectangle.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        record("draw(\(image.description), in: \(Self.describe(Path(rect))))")
    }

    /// Draws resolved text into the context, aligning an anchor within the ideal size of the text to a point.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(text.text, at: point, anchor: anchor)
    }

    /// Draws resolved text into the context within the given rectangle.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        draw(text.text, in: rect)
    }

    /// Draws a resolved image into the context, aligning an anchor within the image to a point.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(image.image, at: point, anchor: anchor)
    }

    /// Draws a resolved image into the context, scaling it to fit the given rectangle.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(image.image, in: rect, style: style)
    }

    /// Draws a resolved symbol into the context, aligning an anchor within the symbol to a point.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        record("draw(symbol \(String(reflecting: symbol.id.base)), at: \(Self.describe(point)))")
    }

    /// Draws a resolved symbol into the context within the given rectangle.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        record("draw(symbol \(String(reflecting: symbol.id.base)), in: \(Self.describe(Path(rect))))")
    }

    /// Gets a version of a text view that's fixed with the current values of the graphics context's environment.
    public func resolve(_ text: Text) -> ResolvedText { ResolvedText(text: text) }

    /// Gets a version of an image that's fixed with the current values of the graphics context's environment.
    public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage(image: image) }

    /// Gets the identified child view as a resolved symbol, if the view exists.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        symbolTags.contains(AnyHashable(id)) ? ResolvedSymbol(id: AnyHashable(id)) : nil
    }

    /// Draws a new layer, created by drawing code that you provide, into the context.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }

    // MARK: State

    /// Moves subsequent drawing operations by an amount in each dimension.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        state.append("translate \(Self.describe(CGPoint(x: x, y: y)))")
    }

    /// Scales subsequent drawing operations by an amount in each dimension.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        state.append("scale \(Self.describe(CGPoint(x: x, y: y)))")
    }

    /// Rotates subsequent drawing operations by an angle.
    public mutating func rotate(by angle: Angle) {
        state.append("rotate \(Renderer.number(CGFloat(angle.degrees)))°")
    }

    /// Adds a path to the context's array of clip shapes.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        state.append("clip \(Self.describe(path))")
    }

    /// Options that affect the use of clip shapes.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// An option to invert the shape or layer alpha as the clip mask.
        public static var inverse: ClipOptions { ClipOptions(rawValue: 1) }
    }

    /// A color or pattern that you can use to outline or fill a path.
    public struct Shading: CustomStringConvertible, Sendable {
        public let description: String

        /// A shading that fills with the foreground style of the graphics context's environment.
        public static var foreground: Shading { Shading(description: ".foreground") }

        /// Returns a shading instance that fills with a color.
        public static func color(_ color: Color) -> Shading { Shading(description: ".color(\(color._description))") }

        /// Returns a shading instance that fills with the given shape style.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading {
            Shading(description: ".style(\(style._description))")
        }

        /// Returns a shading instance that fills a linear (axial) gradient.
        public static func linearGradient(
            _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(description: ".linearGradient(\(Gradient.describe(gradient)))")
        }

        /// Returns a shading instance that fills a radial gradient.
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(description: ".radialGradient(\(Gradient.describe(gradient)))")
        }

        /// Returns a multilevel shading: the first level for primary content, the next for secondary.
        public static func palette(_ array: [Shading]) -> Shading {
            Shading(description: ".palette([\(array.map(\.description).joined(separator: ", "))])")
        }

        /// Returns a shading that fills with a tiled image.
        public static func tiledImage(
            _ image: Image, origin: CGPoint = .zero, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
            scale: CGFloat = 1
        ) -> Shading {
            Shading(description: ".tiledImage(\(image.description))")
        }

        /// Returns a shading instance that fills a conic (angular) gradient.
        public static func conicGradient(
            _ gradient: Gradient, center: CGPoint, angle: Angle = Angle(radians: 0),
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(description: ".conicGradient(\(Gradient.describe(gradient)))")
        }
    }

    /// Options that affect the rendering of color gradients.
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// An option that repeats the gradient outside its nominal range.
        public static var `repeat`: GradientOptions { GradientOptions(rawValue: 1) }
        /// An option that repeats the gradient outside its nominal range, reflecting every other instance.
        public static var mirror: GradientOptions { GradientOptions(rawValue: 2) }
        /// An option that interpolates between colors in a linear color space.
        public static var linearColor: GradientOptions { GradientOptions(rawValue: 4) }
    }

    /// The ways that a graphics context combines new content with background content.
    public struct BlendMode: RawRepresentable, Equatable, Sendable, CustomStringConvertible {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }
        public var description: String {
            GraphicsContext.BlendMode.names[Int(rawValue)]
        }
        public static var normal: BlendMode { BlendMode(rawValue: 0) }
        public static var multiply: BlendMode { BlendMode(rawValue: 1) }
        public static var screen: BlendMode { BlendMode(rawValue: 2) }
        public static var overlay: BlendMode { BlendMode(rawValue: 3) }
        public static var darken: BlendMode { BlendMode(rawValue: 4) }
        public static var lighten: BlendMode { BlendMode(rawValue: 5) }
        public static var plusLighter: BlendMode { BlendMode(rawValue: 6) }
        public static var colorDodge: BlendMode { BlendMode(rawValue: 7) }
        public static var colorBurn: BlendMode { BlendMode(rawValue: 8) }
        public static var softLight: BlendMode { BlendMode(rawValue: 9) }
        public static var hardLight: BlendMode { BlendMode(rawValue: 10) }
        public static var difference: BlendMode { BlendMode(rawValue: 11) }
        public static var exclusion: BlendMode { BlendMode(rawValue: 12) }
        public static var hue: BlendMode { BlendMode(rawValue: 13) }
        public static var saturation: BlendMode { BlendMode(rawValue: 14) }
        public static var color: BlendMode { BlendMode(rawValue: 15) }
        public static var luminosity: BlendMode { BlendMode(rawValue: 16) }
        public static var clear: BlendMode { BlendMode(rawValue: 17) }
        public static var copy: BlendMode { BlendMode(rawValue: 18) }
        public static var sourceIn: BlendMode { BlendMode(rawValue: 19) }
        public static var sourceOut: BlendMode { BlendMode(rawValue: 20) }
        public static var sourceAtop: BlendMode { BlendMode(rawValue: 21) }
        public static var destinationOver: BlendMode { BlendMode(rawValue: 22) }
        public static var destinationIn: BlendMode { BlendMode(rawValue: 23) }
        public static var destinationOut: BlendMode { BlendMode(rawValue: 24) }
        public static var destinationAtop: BlendMode { BlendMode(rawValue: 25) }
        public static var xor: BlendMode { BlendMode(rawValue: 26) }
        public static var plusDarker: BlendMode { BlendMode(rawValue: 27) }
        static let names = [
            "normal", "multiply", "screen", "overlay", "darken", "lighten", "plusLighter", "colorDodge", "colorBurn",
            "softLight", "hardLight", "difference", "exclusion", "hue", "saturation", "color", "luminosity", "clear",
            "copy", "sourceIn", "sourceOut", "sourceAtop", "destinationOver", "destinationIn", "destinationOut",
            "destinationAtop", "xor", "plusDarker",
        ]
    }

    /// A text view resolved to the graphics context's environment.
    public struct ResolvedText {
        let text: Text
        /// The shading used to fill the text.
        public var shading: Shading = .foreground
        /// Measures the size of the resolved text for a given area into which the text should be placed:
        /// MiniUI has no fonts, so each character is 8 by 17 points, on one line.
        public func measure(in size: CGSize) -> CGSize {
            CGSize(width: min(size.width, CGFloat(text.content.count) * 8), height: 17)
        }
    }

    /// An image resolved to a particular environment.
    public struct ResolvedImage {
        let image: Image
        /// The shading to fill uniformly-colored (template) images with.
        public var shading: Shading?
        /// The size of the image: MiniUI has no images, so 24 by 24 points.
        public var size: CGSize { CGSize(width: 24, height: 24) }
        /// The distance from the top of the image to its baseline.
        public var baseline: CGFloat { 24 }
    }

    /// A static sequence of drawing operations that may be drawn multiple times, preserving their
    /// resolution independence: a canvas's symbol, found by its tag.
    public struct ResolvedSymbol {
        let id: AnyHashable
        /// The size of the symbol: MiniUI does no layout, so 0 by 0 points.
        public var size: CGSize { .zero }
    }
}

extension Gradient {
    static func describe(_ gradient: Gradient) -> String {
        gradient.colors.map(\._description).joined(separator: ", ")
    }
}

extension GraphicsContext {
    /// A type that applies image processing operations to rendered content.
    public struct Filter: Sendable, CustomStringConvertible {
        public let description: String

        /// Returns a filter that applies a Gaussian blur.
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            Filter(description: ".blur(radius: \(Renderer.number(radius)))")
        }

        /// Returns a filter that adds a shadow.
        public static func shadow(
            color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
            y: CGFloat = 0, blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()
        ) -> Filter {
            Filter(description: ".shadow(radius: \(Renderer.number(radius)))")
        }

        /// Returns a filter that multiplies each color component by the matching component of a color.
        public static func colorMultiply(_ color: Color) -> Filter {
            Filter(description: ".colorMultiply(\(color._description))")
        }

        /// Returns a filter that removes color from the content (`amount` from 0 to 1).
        public static func grayscale(_ amount: Double) -> Filter {
            Filter(description: ".grayscale(\(Renderer.number(CGFloat(amount))))")
        }

        /// Returns a filter that adjusts the saturation.
        public static func saturation(_ amount: Double) -> Filter {
            Filter(description: ".saturation(\(Renderer.number(CGFloat(amount))))")
        }

        /// Returns a filter that adjusts the brightness.
        public static func brightness(_ amount: Double) -> Filter {
            Filter(description: ".brightness(\(Renderer.number(CGFloat(amount))))")
        }

        /// Returns a filter that adjusts the contrast.
        public static func contrast(_ amount: Double) -> Filter {
            Filter(description: ".contrast(\(Renderer.number(CGFloat(amount))))")
        }

        /// Returns a filter that rotates the hue.
        public static func hueRotation(_ angle: Angle) -> Filter {
            Filter(description: ".hueRotation(\(Renderer.number(CGFloat(angle.degrees)))°)")
        }

        /// Returns a filter that inverts the color of the content.
        public static func colorInvert(_ amount: Double = 1) -> Filter {
            Filter(description: ".colorInvert(\(Renderer.number(CGFloat(amount))))")
        }

        /// Returns a filter that turns the luminance of each pixel into its alpha.
        public static var luminanceToAlpha: Filter { Filter(description: ".luminanceToAlpha") }

        /// Returns a filter that makes each pixel opaque or transparent by a threshold on its alpha.
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter {
            Filter(description: ".alphaThreshold(min: \(Renderer.number(CGFloat(min))))")
        }
    }

    /// Options that configure the graphics context filter that creates shadows.
    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// An option that causes the filter to draw the shadow above the object.
        public static var shadowAbove: ShadowOptions { ShadowOptions(rawValue: 1) }
        /// An option that causes the filter to draw only the shadow.
        public static var shadowOnly: ShadowOptions { ShadowOptions(rawValue: 2) }
        /// An option that causes the filter to invert the alpha of the shadow.
        public static var invertsAlpha: ShadowOptions { ShadowOptions(rawValue: 4) }
        /// An option that causes the filter to composite the object and its shadow separately.
        public static var disablesGroup: ShadowOptions { ShadowOptions(rawValue: 8) }
    }

    /// Options that configure the graphics context filter that creates blur.
    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// An option that causes the filter to ensure the result is completely opaque.
        public static var opaque: BlurOptions { BlurOptions(rawValue: 1) }
        /// An option that causes the filter to dither the result.
        public static var dithersResult: BlurOptions { BlurOptions(rawValue: 2) }
    }

    /// Options that configure a filter that you add to a graphics context.
    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// An option that causes the filter to perform calculations in a linear color space.
        public static var linearColor: FilterOptions { FilterOptions(rawValue: 1) }
    }

    /// Adds a filter that applies to subsequent drawing operations: it is written before each of them.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        state.append("filter \(filter.description)")
    }

    /// Adds a clip shape made from the drawing of a new layer: the layer's operations are written with
    /// the clip, which stays for later operations.
    public mutating func clipToLayer(
        opacity: Double = 1, options: ClipOptions = ClipOptions(), content: (inout GraphicsContext) throws -> Void
    ) rethrows {
        try drawLayer(content: content)
        state.append("clipped to a layer")
    }

    /// Returns a version of a shading resolved with the current values of the graphics context's
    /// environment: in MiniUI, the shading itself.
    public func resolve(_ shading: Shading) -> Shading { shading }
}
