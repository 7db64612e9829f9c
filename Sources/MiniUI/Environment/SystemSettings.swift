import Foundation

// Environment values everyday screens read to adapt: the display, the layout direction and the
// accessibility settings. MiniUI's environment is an iPhone's at the default settings: scale 3, left to
// right, no accessibility setting turned on.

/// A direction in which SwiftUI can lay out content.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    /// A left-to-right layout direction.
    case leftToRight
    /// A right-to-left layout direction.
    case rightToLeft
}

/// The contrast between the app's foreground and background colors.
public enum ColorSchemeContrast: CaseIterable, Sendable {
    /// SwiftUI displays views with standard contrast between the app's foreground and background colors.
    case standard
    /// SwiftUI displays views with increased contrast between the app's foreground and background colors.
    case increased
}

/// The Accessibility Bold Text user setting options.
public enum LegibilityWeight: Hashable, Sendable {
    /// Use regular font weight (no Accessibility Bold).
    case regular
    /// Use heavier font weight (force Accessibility Bold).
    case bold
}

private struct DisplayScaleKey: EnvironmentKey {
    static let defaultValue: CGFloat = 3
}

private struct LayoutDirectionKey: EnvironmentKey {
    static let defaultValue = LayoutDirection.leftToRight
}

private struct LegibilityWeightKey: EnvironmentKey {
    static let defaultValue: LegibilityWeight? = .regular
}

private struct LineLimitKey: EnvironmentKey {
    static let defaultValue: Int? = nil
}

private struct MultilineTextAlignmentKey: EnvironmentKey {
    static let defaultValue = TextAlignment.leading
}

extension EnvironmentValues {
    /// The display scale of this environment (3, an iPhone's, unless set).
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// The size of a pixel on the screen: one over the display scale.
    public var pixelLength: CGFloat { 1 / displayScale }

    /// The layout direction associated with the current environment (left to right unless set).
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    /// The font weight to apply to text (`.regular` unless set).
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }

    /// The maximum number of lines that text can occupy in a view.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// An environment value that indicates how a text view aligns its lines when the content wraps or
    /// contains newlines.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    /// The contrast associated with the color scheme of this environment (always `.standard` in MiniUI).
    public var colorSchemeContrast: ColorSchemeContrast { .standard }

    /// Whether the system preference for Reduce Motion is enabled (never in MiniUI).
    public var accessibilityReduceMotion: Bool { false }

    /// Whether the system preference for Reduce Transparency is enabled (never in MiniUI).
    public var accessibilityReduceTransparency: Bool { false }

    /// Whether the system preference for Differentiate without Color is enabled (never in MiniUI).
    public var accessibilityDifferentiateWithoutColor: Bool { false }

    /// Whether the system preference for Invert Colors is enabled (never in MiniUI).
    public var accessibilityInvertColors: Bool { false }

    /// Whether the system preference for Button Shapes is enabled (never in MiniUI).
    public var accessibilityShowButtonShapes: Bool { false }

    /// Whether VoiceOver is enabled (never in MiniUI).
    public var accessibilityVoiceOverEnabled: Bool { false }

    /// Whether the nearest focusable ancestor has focus (never in MiniUI: there is no keyboard).
    public var isFocused: Bool { false }
}
