import Foundation

// An image as a fill. MiniUI draws none of it: it is written as it was made.

/// A shape style that fills a shape by repeating a region of an image.
public struct ImagePaint: ShapeStyle {
    /// The image to be drawn.
    public var image: Image
    /// A unit-space rectangle defining how much of the source image to draw.
    public var sourceRect: CGRect
    /// A scale factor applied to the image while being drawn.
    public var scale: CGFloat

    /// Creates a shape-filling shape style.
    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }

    public var _description: String { ".image(\(image.description))" }
}

extension ShapeStyle where Self == ImagePaint {
    /// A shape style that fills a shape by repeating a region of an image.
    public static func image(
        _ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1
    ) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}
