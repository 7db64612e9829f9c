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
