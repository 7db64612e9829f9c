import Foundation

// Environment values that screens read to adapt their drawing, text and controls: redaction, the display's state,
// the background beneath a view, the text and text input settings, and the menu and button settings. MiniUI's
// modifiers do not write these values (`.redacted`, `.background`, the text modifiers, `.menuOrder` and
// `.buttonRepeatBehavior` are annotations): a view reads the default below unless an ancestor sets the value with
// `.environment(_:_:)`.

/// The prominence of backgrounds underneath other views.
public struct BackgroundProminence: Hashable, Sendable {
    let name: String

    /// The standard prominence of a background.
    public static let standard = BackgroundProminence(name: "standard")
    /// A more prominent background that likely requires some changes to the views above it.
    public static let increased = BackgroundProminence(name: "increased")
}

private struct RedactionReasonsKey: EnvironmentKey {
    static let defaultValue: RedactionReasons = []
}

private struct IsLuminanceReducedKey: EnvironmentKey {
    static let defaultValue = false
}

private struct IsSceneCapturedKey: EnvironmentKey {
    static let defaultValue = false
}

private struct BackgroundMaterialKey: EnvironmentKey {
    static let defaultValue: Material? = nil
}

private struct BackgroundStyleKey: EnvironmentKey {
    static let defaultValue: AnyShapeStyle? = nil
}

private struct BackgroundProminenceKey: EnvironmentKey {
    static let defaultValue = BackgroundProminence.standard
}

private struct HeaderProminenceKey: EnvironmentKey {
    static let defaultValue = Prominence.standard
}

private struct TruncationModeKey: EnvironmentKey {
    static let defaultValue = Text.TruncationMode.tail
}

private struct AllowsTighteningKey: EnvironmentKey {
    static let defaultValue = false
}

private struct MinimumScaleFactorKey: EnvironmentKey {
    static let defaultValue: CGFloat = 1
}

private struct TextCaseKey: EnvironmentKey {
    static let defaultValue: Text.Case? = nil
}

private struct LineSpacingKey: EnvironmentKey {
    static let defaultValue: CGFloat = 0
}

private struct TextSelectionAffinityKey: EnvironmentKey {
    static let defaultValue = TextSelectionAffinity.automatic
}

private struct AutocorrectionDisabledKey: EnvironmentKey {
    static let defaultValue = false
}

private struct DisableAutocorrectionKey: EnvironmentKey {
    static let defaultValue: Bool? = nil
}

private struct MenuOrderKey: EnvironmentKey {
    static let defaultValue = MenuOrder.automatic
}

extension EnvironmentValues {
    /// The current redaction reasons applied to the view hierarchy (none unless set: `.redacted(reason:)` is an
    /// annotation in MiniUI).
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// A Boolean value that indicates whether the display or environment currently requires reduced luminance
    /// (false unless set).
    public var isLuminanceReduced: Bool {
        get { self[IsLuminanceReducedKey.self] }
        set { self[IsLuminanceReducedKey.self] = newValue }
    }

    /// A Boolean value that indicates whether the scene is being captured, recorded or mirrored (false unless
    /// set).
    public var isSceneCaptured: Bool {
        get { self[IsSceneCapturedKey.self] }
        set { self[IsSceneCapturedKey.self] = newValue }
    }

    /// The material underneath the current view (`nil` unless set: a material background is an annotation in
    /// MiniUI).
    public var backgroundMaterial: Material? {
        get { self[BackgroundMaterialKey.self] }
        set { self[BackgroundMaterialKey.self] = newValue }
    }

    /// An optional style that overrides the default system background style when set.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }

    /// The prominence of the background underneath views associated with this environment (`.standard` unless
    /// set).
    public var backgroundProminence: BackgroundProminence {
        get { self[BackgroundProminenceKey.self] }
        set { self[BackgroundProminenceKey.self] = newValue }
    }

    /// The prominence to apply to section headers within a view (`.standard` unless set).
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }

    /// A value that indicates how the layout truncates the last line of text to fit into the available space
    /// (`.tail` unless set).
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// A Boolean value that indicates whether inter-character spacing should tighten to fit the text into the
    /// available space (false unless set).
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }

    /// The minimum permissible proportion to shrink the font size to fit the text into the available space (1
    /// unless set).
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }

    /// A stylistic override to transform the case of `Text` when displayed (`nil` unless set).
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }

    /// The distance in points between the bottom of one line fragment and the top of the next (0 unless set).
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }

    /// The direction or association of a selection or cursor relative to a text character (`.automatic`
    /// unless set).
    public var textSelectionAffinity: TextSelectionAffinity {
        get { self[TextSelectionAffinityKey.self] }
        set { self[TextSelectionAffinityKey.self] = newValue }
    }

    /// A Boolean value that determines whether the view hierarchy has auto-correction enabled (false unless set).
    public var autocorrectionDisabled: Bool {
        get { self[AutocorrectionDisabledKey.self] }
        set { self[AutocorrectionDisabledKey.self] = newValue }
    }

    /// The older form of `autocorrectionDisabled`: `nil`, the system default, unless set.
    public var disableAutocorrection: Bool? {
        get { self[DisableAutocorrectionKey.self] }
        set { self[DisableAutocorrectionKey.self] = newValue }
    }

    /// The preferred order of items for menus presented from this view (`.automatic` unless set).
    public var menuOrder: MenuOrder {
        get { self[MenuOrderKey.self] }
        set { self[MenuOrderKey.self] = newValue }
    }

    /// Whether buttons with this associated environment should repeatedly trigger their actions on prolonged
    /// interactions (`.automatic` in MiniUI).
    public var buttonRepeatBehavior: ButtonRepeatBehavior { .automatic }

    /// The keyboard shortcut that buttons in this environment will be triggered with (`nil` in MiniUI, which has
    /// no keyboard).
    public var keyboardShortcut: KeyboardShortcut? { nil }
}
