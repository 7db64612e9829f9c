import Foundation

/// An object that creates images from SwiftUI views.
///
/// MiniUI draws nothing: the renderer keeps its settings and `uiImage` is an image that says which view it was
/// made from. Not declared: `cgImage` and `render(rasterizationScale:renderer:)`, which give a `CGImage` and a
/// `CGContext` (Core Graphics, which Linux lacks), and macOS's `nsImage`.
@MainActor
public final class ImageRenderer<Content: View>: ObservableObject {
    /// The root view rendered by this image renderer.
    public var content: Content
    /// The accessibility label of the rendered image.
    public var label: Text?
    /// The size proposed to the root view: `.unspecified`, the view's own size, unless set.
    public var proposedSize: ProposedViewSize = .unspecified
    /// The scale at which to render the image: 1 unless set.
    public var scale: CGFloat = 1
    /// A Boolean value that indicates whether the alpha channel of the image is fully opaque.
    public var isOpaque = false
    /// The working color space and storage format of the image.
    public var colorMode: ColorRenderingMode = .nonLinear
    /// The allowed dynamic range of the rendered image.
    public var allowedDynamicRange: Image.DynamicRange = .standard

    /// Creates a renderer object with a source content view.
    public init(content view: Content) {
        content = view
    }

    /// The current contents of the view, rasterized as a UIKit image: in MiniUI, an image that names the view.
    public var uiImage: UIImage? {
        UIImage(description: "ImageRenderer(\(Content.self), scale: \(Renderer.number(scale)))")
    }
}
