import Foundation

// iOS 18's conditional forms of the accessibility modifiers (`isEnabled:`: applied when true, the view's own
// otherwise), a label made from the view's own content, the text-returning forms that keep a `Text` a `Text`,
// actions with a view for a label, grouped actions and the scroll action. Annotations, as the other
// accessibility modifiers: a condition that is false is written after the value, `isEnabled: false`.

extension View {
    nonisolated func conditionalAccessibility(_ name: String, _ value: String, isEnabled: Bool) -> some View {
        annotated(isEnabled ? ".\(name)(\(value))" : ".\(name)(\(value), isEnabled: false)")
    }

    /// Adds a label to the view that describes its contents, when `isEnabled` is true.
    nonisolated public func accessibilityLabel(_ label: Text, isEnabled: Bool) -> some View {
        conditionalAccessibility("accessibilityLabel", String(reflecting: label.content), isEnabled: isEnabled)
    }

    /// Adds a localized label to the view that describes its contents, when `isEnabled` is true.
    nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey, isEnabled: Bool) -> some View {
        conditionalAccessibility("accessibilityLabel", String(reflecting: labelKey.key), isEnabled: isEnabled)
    }

    /// Adds a string label to the view that describes its contents, when `isEnabled` is true.
    @_disfavoredOverload
    nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S, isEnabled: Bool) -> some View {
        conditionalAccessibility("accessibilityLabel", String(reflecting: String(label)), isEnabled: isEnabled)
    }

    /// Adds a label made from the view's own content (its `PlaceholderContentView`) and other content. MiniUI
    /// makes the content and writes the modifier's name.
    nonisolated public func accessibilityLabel<V: View>(
        @ViewBuilder content: (PlaceholderContentView<Self>) -> V
    ) -> some View {
        _ = content(PlaceholderContentView(content: self))
        return annotated(".accessibilityLabel(content:)")
    }

    /// Adds a textual description of the view's value, when `isEnabled` is true.
    nonisolated public func accessibilityValue(_ valueDescription: Text, isEnabled: Bool) -> some View {
        conditionalAccessibility(
            "accessibilityValue", String(reflecting: valueDescription.content), isEnabled: isEnabled)
    }

    /// Adds a localized description of the view's value, when `isEnabled` is true.
    nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey, isEnabled: Bool) -> some View {
        conditionalAccessibility("accessibilityValue", String(reflecting: valueKey.key), isEnabled: isEnabled)
    }

    /// Adds a string description of the view's value, when `isEnabled` is true.
    @_disfavoredOverload
    nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S, isEnabled: Bool) -> some View {
        conditionalAccessibility("accessibilityValue", String(reflecting: String(value)), isEnabled: isEnabled)
    }

    /// Communicates what performing the view's action does, when `isEnabled` is true.
    nonisolated public func accessibilityHint(_ hint: Text, isEnabled: Bool) -> some View {
        conditionalAccessibility("accessibilityHint", String(reflecting: hint.content), isEnabled: isEnabled)
    }

    /// Communicates, with a localized hint, what performing the view's action does, when `isEnabled` is true.
    nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey, isEnabled: Bool) -> some View {
        conditionalAccessibility("accessibilityHint", String(reflecting: hintKey.key), isEnabled: isEnabled)
    }

    /// Communicates, with a string hint, what performing the view's action does, when `isEnabled` is true.
    @_disfavoredOverload
    nonisolated public func accessibilityHint<S: StringProtocol>(_ hint: S, isEnabled: Bool) -> some View {
        conditionalAccessibility("accessibilityHint", String(reflecting: String(hint)), isEnabled: isEnabled)
    }

    /// Sets alternate input labels for the view, when `isEnabled` is true.
    nonisolated public func accessibilityInputLabels(_ inputLabels: [Text], isEnabled: Bool) -> some View {
        conditionalAccessibility(
            "accessibilityInputLabels", "\(inputLabels.map { String(reflecting: $0.content) })", isEnabled: isEnabled)
    }

    /// Sets alternate localized input labels for the view, when `isEnabled` is true.
    nonisolated public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey], isEnabled: Bool)
        -> some View
    {
        conditionalAccessibility(
            "accessibilityInputLabels", "\(inputLabelKeys.map { String(reflecting: $0.key) })", isEnabled: isEnabled)
    }

    /// Sets alternate string input labels for the view, when `isEnabled` is true.
    @_disfavoredOverload
    nonisolated public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S], isEnabled: Bool)
        -> some View
    {
        conditionalAccessibility(
            "accessibilityInputLabels", "\(inputLabels.map { String(reflecting: String($0)) })", isEnabled: isEnabled)
    }

    /// Uses the string given to identify the view, when `isEnabled` is true.
    nonisolated public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool) -> some View {
        conditionalAccessibility("accessibilityIdentifier", String(reflecting: identifier), isEnabled: isEnabled)
    }

    /// Hides the view from accessibility features or not, when `isEnabled` is true.
    nonisolated public func accessibilityHidden(_ hidden: Bool, isEnabled: Bool) -> some View {
        conditionalAccessibility("accessibilityHidden", "\(hidden)", isEnabled: isEnabled)
    }

    /// Sets the point where assistive technologies start gestures on the view, when `isEnabled` is true.
    nonisolated public func accessibilityActivationPoint(_ activationPoint: CGPoint, isEnabled: Bool) -> some View {
        annotated(isEnabled ? ".accessibilityActivationPoint" : ".accessibilityActivationPoint(isEnabled: false)")
    }

    /// Sets the point, relative to the view's bounds, where assistive technologies start gestures on the view,
    /// when `isEnabled` is true.
    nonisolated public func accessibilityActivationPoint(_ activationPoint: UnitPoint, isEnabled: Bool) -> some View {
        annotated(isEnabled ? ".accessibilityActivationPoint" : ".accessibilityActivationPoint(isEnabled: false)")
    }

    /// Adds an accessibility action whose label is a view.
    nonisolated public func accessibilityAction<Label: View>(
        action: @escaping () -> Void, @ViewBuilder label: () -> Label
    ) -> some View {
        _ = label()
        return annotated(".accessibilityAction(action:label:)")
    }

    /// Adds the accessibility actions of the content given: each button in it becomes an action. MiniUI makes the
    /// content and writes the modifier's name.
    nonisolated public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        _ = content()
        return annotated(".accessibilityActions")
    }

    /// Adds an accessibility scroll action, which an assistive technology calls with the edge to scroll towards.
    nonisolated public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> some View {
        annotated(".accessibilityScrollAction")
    }
}

extension Text {
    /// Gives the text an accessibility label, keeping it a `Text`.
    nonisolated public func accessibilityLabel(_ label: Text) -> Text {
        adding(".accessibilityLabel(\(String(reflecting: label.content)))")
    }

    /// Gives the text a localized accessibility label, keeping it a `Text`.
    nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> Text {
        adding(".accessibilityLabel(\(String(reflecting: labelKey.key)))")
    }

    /// Gives the text a string accessibility label, keeping it a `Text`.
    @_disfavoredOverload
    nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Text {
        adding(".accessibilityLabel(\(String(reflecting: String(label))))")
    }

    /// Sets the heading level of the text, keeping it a `Text`.
    nonisolated public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> Text {
        adding(".accessibilityHeading(.\(level))")
    }

    /// Sets the kind of text for accessibility, keeping it a `Text`.
    nonisolated public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> Text {
        adding(".accessibilityTextContentType(\(value.name))")
    }

    /// Sets whether VoiceOver speaks all punctuation in the text, keeping it a `Text`.
    nonisolated public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text {
        adding(".speechAlwaysIncludesPunctuation(\(value))")
    }

    /// Sets whether VoiceOver speaks the text letter by letter, keeping it a `Text`.
    nonisolated public func speechSpellsOutCharacters(_ value: Bool = true) -> Text {
        adding(".speechSpellsOutCharacters(\(value))")
    }

    /// Raises or lowers the pitch of spoken text, keeping it a `Text`.
    nonisolated public func speechAdjustedPitch(_ value: Double) -> Text {
        adding(".speechAdjustedPitch(\(Renderer.number(CGFloat(value))))")
    }

    /// Sets whether VoiceOver queues the text's announcement behind speech in progress, keeping it a `Text`.
    nonisolated public func speechAnnouncementsQueued(_ value: Bool = true) -> Text {
        adding(".speechAnnouncementsQueued(\(value))")
    }
}

extension EnvironmentValues {
    /// Whether Switch Control is in use: never in MiniUI, which runs no assistive technology. Read-only, as in
    /// SwiftUI.
    public var accessibilitySwitchControlEnabled: Bool { false }

    /// Whether the Large Content Viewer is enabled: never in MiniUI. Read-only, as in SwiftUI.
    public var accessibilityLargeContentViewerEnabled: Bool { false }

    /// Whether Assistive Access is in use (iOS 18): never in MiniUI. Read-only, as in SwiftUI.
    public var accessibilityAssistiveAccessEnabled: Bool { false }

    /// Whether the setting that dims flashing lights in video is on: off in MiniUI. Read-only, as in SwiftUI.
    public var accessibilityDimFlashingLights: Bool { false }

    /// Whether the setting that plays animated images is on: on in MiniUI (MiniUI's own choice of setting).
    /// Read-only, as in SwiftUI.
    public var accessibilityPlayAnimatedImages: Bool { true }
}
