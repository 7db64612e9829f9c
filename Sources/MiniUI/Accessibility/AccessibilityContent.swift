import Foundation

// The rest of the accessibility modifiers an iOS screen uses: headings, custom content, representations
// and children, accessibility focus, large content, linked groups and labelled pairs, the kind of text,
// activation points, speech settings and announcements. MiniUI has no assistive technologies: each is
// an annotation on the view, and accessibility focus is a state that nothing but the code moves.

extension View {
    /// Adds a textual description of the value that the view contains, from a localized string key.
    nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
        annotated(".accessibilityValue(\(String(reflecting: valueKey.key)))")
    }

    /// Communicates to the user what happens after performing the view's action, from a localized
    /// string key.
    nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View {
        annotated(".accessibilityHint(\(String(reflecting: hintKey.key)))")
    }

    /// Sets alternate input labels with which users identify a view, from localized string keys.
    nonisolated public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View {
        annotated(".accessibilityInputLabels(\(inputLabelKeys.map { String(reflecting: $0.key) }))")
    }

    /// Adds an accessibility action labeled by a text view.
    nonisolated public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View {
        annotated(".accessibilityAction(named: \(String(reflecting: name.content)))")
    }

    /// Adds an accessibility action labeled by a string.
    @_disfavoredOverload
    nonisolated public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void)
        -> some View
    {
        annotated(".accessibilityAction(named: \(String(reflecting: String(name))))")
    }

    /// Sets the accessibility level of this heading.
    nonisolated public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
        annotated(".accessibilityHeading(.\(level))")
    }

    /// Adds additional accessibility information to an accessibility element.
    nonisolated public func accessibilityCustomContent(
        _ key: AccessibilityCustomContentKey, _ value: Text?, importance: AXCustomContent.Importance = .default
    ) -> some View {
        annotated(
            ".accessibilityCustomContent(\(String(reflecting: key.label)), \(value.map { String(reflecting: $0.content) } ?? "nil"))"
        )
    }

    /// Adds additional accessibility information, with a string value.
    @_disfavoredOverload
    nonisolated public func accessibilityCustomContent<V: StringProtocol>(
        _ key: AccessibilityCustomContentKey, _ value: V, importance: AXCustomContent.Importance = .default
    ) -> some View {
        accessibilityCustomContent(key, Text(value), importance: importance)
    }

    /// Adds additional accessibility information, labelled by a localized string key.
    nonisolated public func accessibilityCustomContent(
        _ labelKey: LocalizedStringKey, _ value: Text, importance: AXCustomContent.Importance = .default
    ) -> some View {
        accessibilityCustomContent(AccessibilityCustomContentKey(labelKey), value, importance: importance)
    }

    /// Adds additional accessibility information, labelled by a localized string key, with a string value.
    @_disfavoredOverload
    nonisolated public func accessibilityCustomContent<V: StringProtocol>(
        _ labelKey: LocalizedStringKey, _ value: V, importance: AXCustomContent.Importance = .default
    ) -> some View {
        accessibilityCustomContent(AccessibilityCustomContentKey(labelKey), Text(value), importance: importance)
    }

    /// Replaces this view's accessibility elements with those of another view. MiniUI does not build it.
    nonisolated public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
        annotated(".accessibilityRepresentation")
    }

    /// Replaces the accessibility children of this element with those of another view. MiniUI does not
    /// build it.
    nonisolated public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View {
        annotated(".accessibilityChildren")
    }

    /// Modifies this view by binding its accessibility element's focus state to a Boolean. Nothing moves
    /// accessibility focus in MiniUI: the binding is shown, never written.
    nonisolated public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View {
        annotated(".accessibilityFocused(\(condition.wrappedValue))")
    }

    /// Modifies this view by binding its accessibility element's focus state to a value.
    nonisolated public func accessibilityFocused<Value: Hashable>(
        _ binding: AccessibilityFocusState<Value>.Binding, equals value: Value
    ) -> some View {
        annotated(".accessibilityFocused(equals: \(String(reflecting: value)))")
    }

    /// Adds a default large content view to be shown by the large content viewer.
    nonisolated public func accessibilityShowsLargeContentViewer() -> some View {
        annotated(".accessibilityShowsLargeContentViewer()")
    }

    /// Adds a custom large content view to be shown by the large content viewer.
    nonisolated public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V)
        -> some View
    {
        annotated(".accessibilityShowsLargeContentViewer")
    }

    /// Explicitly sets whether this accessibility element responds to user interaction.
    nonisolated public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true)
        -> some View
    {
        annotated(".accessibilityRespondsToUserInteraction(\(respondsToUserInteraction))")
    }

    /// Links multiple accessibility elements so that the user can quickly navigate from one to another.
    nonisolated public func accessibilityLinkedGroup<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View {
        annotated(".accessibilityLinkedGroup(id: \(String(reflecting: id)))")
    }

    /// Pairs an accessibility element representing a label with the element for the matching content.
    nonisolated public func accessibilityLabeledPair<ID: Hashable>(
        role: AccessibilityLabeledPairRole, id: ID, in namespace: Namespace.ID
    ) -> some View {
        annotated(".accessibilityLabeledPair(role: .\(role), id: \(String(reflecting: id)))")
    }

    /// Sets an accessibility text content type.
    nonisolated public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> some View {
        annotated(".accessibilityTextContentType(\(value.name))")
    }

    /// Sets whether this view's content is inverted when Smart Invert is on.
    nonisolated public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View {
        annotated(".accessibilityIgnoresInvertColors(\(active))")
    }

    /// The activation point for an element, in its own unit coordinates.
    nonisolated public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> some View {
        annotated(".accessibilityActivationPoint")
    }

    /// The activation point for an element, in its own coordinates.
    nonisolated public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> some View {
        annotated(".accessibilityActivationPoint")
    }

    /// Sets whether VoiceOver should always speak all punctuation in the text view.
    nonisolated public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View {
        annotated(".speechAlwaysIncludesPunctuation(\(value))")
    }

    /// Sets whether VoiceOver should speak the contents of the text view character by character.
    nonisolated public func speechSpellsOutCharacters(_ value: Bool = true) -> some View {
        annotated(".speechSpellsOutCharacters(\(value))")
    }

    /// Raises or lowers the pitch of spoken text.
    nonisolated public func speechAdjustedPitch(_ value: Double) -> some View {
        annotated(".speechAdjustedPitch(\(Renderer.number(CGFloat(value))))")
    }

    /// Controls whether to queue pending announcements behind existing speech.
    nonisolated public func speechAnnouncementsQueued(_ value: Bool = true) -> some View {
        annotated(".speechAnnouncementsQueued(\(value))")
    }
}

/// The hierarchy of a heading in relation other heading views.
public enum AccessibilityHeadingLevel: UInt, Sendable {
    case unspecified, h1, h2, h3, h4, h5, h6
}

/// Key used to specify the identifier and label associated with an entry of additional accessibility
/// information.
public struct AccessibilityCustomContentKey: Equatable, Sendable {
    let label: String
    let id: String

    /// Creates an accessibility content key with a label and an identifier.
    public init(_ label: Text, id: String) {
        self.label = label.content
        self.id = id
    }

    /// Creates an accessibility content key with a localized label, used as its identifier too.
    public init(_ labelKey: LocalizedStringKey) {
        self.label = labelKey.key
        self.id = labelKey.key
    }

    /// Creates an accessibility content key with a localized label and an identifier.
    public init(_ labelKey: LocalizedStringKey, id: String) {
        self.label = labelKey.key
        self.id = id
    }
}

/// Accessibility's custom content, as `AXCustomContent` in the Accessibility framework: MiniUI declares
/// only its importance, which the modifier takes.
public enum AXCustomContent {
    /// How important a piece of custom content is.
    public enum Importance: Sendable {
        case `default`, high
    }
}

/// The role of an accessibility element in a label-content pair.
public enum AccessibilityLabeledPairRole: Hashable, Sendable {
    case label, content
}

/// Textual context that assistive technologies can use to improve the presentation of spoken text.
public struct AccessibilityTextContentType: Sendable {
    let name: String
    public static let plain = AccessibilityTextContentType(name: ".plain")
    public static let console = AccessibilityTextContentType(name: ".console")
    public static let fileSystem = AccessibilityTextContentType(name: ".fileSystem")
    public static let messaging = AccessibilityTextContentType(name: ".messaging")
    public static let narrative = AccessibilityTextContentType(name: ".narrative")
    public static let sourceCode = AccessibilityTextContentType(name: ".sourceCode")
    public static let spreadsheet = AccessibilityTextContentType(name: ".spreadsheet")
    public static let wordProcessing = AccessibilityTextContentType(name: ".wordProcessing")
}

/// A property wrapper type that can read and write a value that SwiftUI updates as the focus of any
/// active accessibility technology moves. Nothing moves it in MiniUI but the code.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    /// A binding to an accessibility focus state.
    @propertyWrapper
    public struct Binding {
        let base: MiniUI.Binding<Value>

        /// The underlying value referenced by the bound property.
        public var wrappedValue: Value {
            get { base.wrappedValue }
            nonmutating set { base.wrappedValue = newValue }
        }

        /// A projection of the binding value that returns a binding.
        public var projectedValue: AccessibilityFocusState<Value>.Binding { self }
    }

    let state: State<Value>

    /// The current state value.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A projection of the state value that returns a binding.
    public var projectedValue: AccessibilityFocusState<Value>.Binding {
        Binding(base: state.projectedValue)
    }

    /// Creates an accessibility focus state that binds to a Boolean.
    public init() where Value == Bool {
        self.state = State(wrappedValue: false)
    }

    /// Creates an accessibility focus state that binds to an optional type.
    public init<T: Hashable>() where Value == T? {
        self.state = State(wrappedValue: nil)
    }

    /// Creates an accessibility focus state for some assistive technologies that binds to a Boolean.
    public init(for technologies: AccessibilityTechnologies) where Value == Bool {
        self.init()
    }

    /// Creates an accessibility focus state for some assistive technologies that binds to an optional type.
    public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? {
        self.init()
    }
}

/// A set of assistive technologies, for an accessibility focus state that follows only some of them.
public struct AccessibilityTechnologies: _NamedMemberSet, Sendable {
    public var _names: Set<String>

    public init(_names: Set<String>) { self._names = _names }

    /// VoiceOver.
    public static var voiceOver: AccessibilityTechnologies { AccessibilityTechnologies(_names: ["voiceOver"]) }
    /// Switch Control.
    public static var switchControl: AccessibilityTechnologies { AccessibilityTechnologies(_names: ["switchControl"]) }
}

/// Accessibility notifications an app posts.
public enum AccessibilityNotification {
    /// An announcement for assistive technologies to read. MiniUI records it in `posted` instead.
    public struct Announcement {
        let text: String

        /// Creates an announcement from a localized string key.
        public init(_ key: LocalizedStringKey) { self.text = key.key }

        /// Creates an announcement from a string.
        @_disfavoredOverload
        public init<S: StringProtocol>(_ string: S) { self.text = String(string) }

        /// Creates an announcement from an attributed string.
        public init(_ attributedString: AttributedString) { self.text = String(attributedString.characters) }

        /// Posts the announcement.
        @MainActor public func post() { AccessibilityNotification.posted.append(text) }
    }

    /// A notification that the layout of the screen changed, with the element for VoiceOver to move to. MiniUI
    /// runs no assistive technology: posting it does nothing.
    public struct LayoutChanged {
        /// Creates a layout change notification.
        public init(_ element: Any? = nil) {}

        /// Posts the notification.
        @MainActor public func post() {}
    }

    /// A notification that a new view covers most of the screen, with the element for VoiceOver to move to. Posting
    /// it does nothing in MiniUI.
    public struct ScreenChanged {
        /// Creates a screen change notification.
        public init(_ element: Any? = nil) {}

        /// Posts the notification.
        @MainActor public func post() {}
    }

    /// The announcements posted so far (MiniUI's own, for a check to read).
    @MainActor public static var posted: [String] = []
}
