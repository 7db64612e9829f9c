import Foundation

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

extension View {
    /// Sets to a closed range the number of lines that text can occupy in this view.
    nonisolated public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        annotated(".lineLimit(\(limit.lowerBound)...\(limit.upperBound))")
    }

    /// Sets to a partial range the number of lines that text can occupy in this view.
    nonisolated public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        annotated(".lineLimit(\(limit.lowerBound)...)")
    }

    /// Sets to a partial range the number of lines that text can occupy in this view.
    nonisolated public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        annotated(".lineLimit(...\(limit.upperBound))")
    }

    /// Sets a limit for the number of lines text can occupy in this view, reserving that space.
    nonisolated public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        annotated(".lineLimit(\(limit), reservesSpace: \(reservesSpace))")
    }

    /// Applies a strikethrough to the text in this view.
    nonisolated public func strikethrough(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
    ) -> some View {
        annotated(isActive ? ".strikethrough()" : ".strikethrough(false)")
    }

    /// Applies an underline to the text in this view.
    nonisolated public func underline(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
    ) -> some View {
        annotated(isActive ? ".underline()" : ".underline(false)")
    }

    /// Sets the font design of the text in this view.
    nonisolated public func fontDesign(_ design: Font.Design?) -> some View {
        annotated(".fontDesign(\(design?.name ?? "nil"))")
    }

    /// Modifies the fonts of all child views to use the fixed-width variant of the current font.
    nonisolated public func monospaced(_ isActive: Bool = true) -> some View {
        annotated(isActive ? ".monospaced()" : ".monospaced(false)")
    }
}

extension Text {
    /// A description of the style used to draw the line for strikethrough or underline.
    public struct LineStyle: Hashable, Sendable {
        /// The pattern that the line has.
        public struct Pattern: Hashable, Sendable {
            let name: String
            public static let solid = Pattern(name: ".solid")
            public static let dot = Pattern(name: ".dot")
            public static let dash = Pattern(name: ".dash")
            public static let dashDot = Pattern(name: ".dashDot")
            public static let dashDotDot = Pattern(name: ".dashDotDot")
        }

        public var pattern: Pattern
        public var color: Color?

        public init(pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        public static let single = LineStyle()
    }
}

extension Text {
    /// Values that you can use to scale text.
    public struct Scale: Hashable, Sendable {
        let name: String
        /// The default text scale.
        public static let `default` = Scale(name: ".default")
        /// A scale to use for secondary text.
        public static let secondary = Scale(name: ".secondary")
    }
}

extension View {
    /// Applies a text scale to text in the view.
    nonisolated public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View {
        annotated(".textScale(\(scale.name))")
    }

    /// Sets the font width of the text in this view.
    nonisolated public func fontWidth(_ width: Font.Width?) -> some View {
        annotated(".fontWidth(\(width.map { "\($0)" } ?? "nil"))")
    }

    /// Sets whether text in this view can compress the space between characters when necessary to
    /// fit text in a line.
    nonisolated public func allowsTightening(_ flag: Bool) -> some View {
        annotated(".allowsTightening(\(flag))")
    }

    /// Sets the spacing, or kerning, between characters for the text in this view.
    nonisolated public func kerning(_ kerning: CGFloat) -> some View {
        annotated(".kerning(\(Renderer.number(kerning)))")
    }

    /// Sets the tracking for the text in this view.
    nonisolated public func tracking(_ tracking: CGFloat) -> some View {
        annotated(".tracking(\(Renderer.number(tracking)))")
    }

    /// Sets the vertical offset for the text relative to its baseline in this view.
    nonisolated public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        annotated(".baselineOffset(\(Renderer.number(baselineOffset)))")
    }
}

extension Text {
    /// Sets the spacing, or kerning, between characters.
    nonisolated public func kerning(_ kerning: CGFloat) -> Text {
        adding(".kerning(\(Renderer.number(kerning)))")
    }

    /// Sets the tracking for the text.
    nonisolated public func tracking(_ tracking: CGFloat) -> Text {
        adding(".tracking(\(Renderer.number(tracking)))")
    }

    /// Sets the vertical offset for the text relative to its baseline.
    nonisolated public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
        adding(".baselineOffset(\(Renderer.number(baselineOffset)))")
    }
}

extension View {
    /// Sets a transform for the case of the text contained in this view.
    nonisolated public func textCase(_ textCase: Text.Case?) -> some View {
        annotated(".textCase(\(textCase.map { ".\($0)" } ?? "nil"))")
    }

    /// Sets the amount of space between lines of text in this view.
    nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        annotated(".lineSpacing(\(Renderer.number(lineSpacing)))")
    }

    /// Sets the truncation mode for lines of text that are too long to fit in the available space.
    nonisolated public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        annotated(".truncationMode(.\(mode))")
    }

    /// Sets the minimum amount that text in this view scales down to fit in the available space.
    nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        annotated(".minimumScaleFactor(\(Renderer.number(factor)))")
    }

    /// Modifies the fonts of all child views to use fixed-width digits.
    nonisolated public func monospacedDigit() -> some View {
        annotated(".monospacedDigit()")
    }
}

extension Text {
    /// A scheme for transforming the capitalization of characters within text.
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase
    }

    /// The type of truncation to apply to a line of text when it's too long to fit in the available space.
    public enum TruncationMode: Hashable, Sendable {
        case head, tail, middle
    }
}

extension View {
    /// Specifies the language for typesetting.
    nonisolated public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> some View {
        annotated(".typesettingLanguage(\(String(reflecting: language.minimalIdentifier)))")
    }

    /// Sets whether this view mirrors its contents horizontally when the layout direction is right to left
    /// (MiniUI lays out left to right only, so nothing is mirrored).
    nonisolated public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        annotated(".flipsForRightToLeftLayoutDirection(\(enabled))")
    }
}

extension Text {
    /// Specifies the language for typesetting.
    nonisolated public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> Text {
        adding(".typesettingLanguage(\(String(reflecting: language.minimalIdentifier)))")
    }
}

// The styling forms that return `Text`, so that styled pieces still concatenate with `+`.
extension Text {
    /// Applies a bold font weight to the text, or not.
    nonisolated public func bold(_ isActive: Bool) -> Text {
        adding(isActive ? ".bold()" : ".bold(false)")
    }

    /// Applies italics to the text, or not.
    nonisolated public func italic(_ isActive: Bool) -> Text {
        adding(isActive ? ".italic()" : ".italic(false)")
    }

    /// Applies an underline of a pattern to the text.
    nonisolated public func underline(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil
    ) -> Text {
        adding(isActive ? ".underline(pattern: \(pattern.name))" : ".underline(false)")
    }

    /// Applies a strikethrough of a pattern to the text.
    nonisolated public func strikethrough(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil
    ) -> Text {
        adding(isActive ? ".strikethrough(pattern: \(pattern.name))" : ".strikethrough(false)")
    }

    /// Sets the font design of the text.
    nonisolated public func fontDesign(_ design: Font.Design?) -> Text {
        adding(".fontDesign(\(design?.name ?? "nil"))")
    }

    /// Sets the font width of the text.
    nonisolated public func fontWidth(_ width: Font.Width?) -> Text {
        adding(".fontWidth(\(width?.name ?? "nil"))")
    }

    /// Modifies the font of the text to use the fixed-width variant of the current font, if one exists.
    nonisolated public func monospaced(_ isActive: Bool = true) -> Text {
        adding(isActive ? ".monospaced()" : ".monospaced(false)")
    }

    /// Modifies the text's font to use fixed-width digits, while leaving other characters proportionally
    /// spaced.
    nonisolated public func monospacedDigit() -> Text {
        adding(".monospacedDigit()")
    }

    /// Applies a text scale to the text.
    nonisolated public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> Text {
        adding(isEnabled ? ".textScale(\(scale.name))" : ".textScale(\(scale.name), isEnabled: false)")
    }
}
