extension View {

    /// Sets the maximum number of lines that text can occupy in this view.
    nonisolated public func lineLimit(_ number: Int?) -> some View {
        annotated(".lineLimit(\(number.map(String.init) ?? "nil"))")
    }

    /// Sets the alignment of a text view that contains multiple lines of text.
    nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        annotated(".multilineTextAlignment(.\(alignment))")
    }

    /// Applies a bold font weight to the text in this view.
    nonisolated public func bold(_ isActive: Bool = true) -> some View {
        annotated(isActive ? ".bold()" : ".bold(false)")
    }

    /// Applies italics to the text in this view.
    nonisolated public func italic(_ isActive: Bool = true) -> some View {
        annotated(isActive ? ".italic()" : ".italic(false)")
    }

    /// Sets the font weight of the text in this view.
    nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View {
        annotated(".fontWeight(\(weight?.name ?? "nil"))")
    }
}

/// An alignment position for text along the horizontal axis.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}
