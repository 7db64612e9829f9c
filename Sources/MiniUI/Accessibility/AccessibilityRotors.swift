import Foundation

// Accessibility rotors (iOS 15): a shortcut list of entries that an assistive technology's user moves through.
// No assistive technology runs in MiniUI: a rotor is an annotation naming its label, and its entries are made
// (so that the code compiles as in SwiftUI) but never navigated to, and their `prepare` closures never run.

/// Content within an accessibility rotor: entries, or constructs such as `if` and `ForEach` that make them.
@MainActor @preconcurrency
public protocol AccessibilityRotorContent {
    /// The type for the internal content of this rotor content.
    associatedtype Body: AccessibilityRotorContent
    /// The internal content of this rotor content.
    @AccessibilityRotorContentBuilder var body: Self.Body { get }
}

extension Never: AccessibilityRotorContent {}

/// An entry in an accessibility rotor: a label, and the identifier (with its namespace) or the range of text the
/// entry goes to.
public struct AccessibilityRotorEntry<ID: Hashable> {
    let label: String?

    /// Creates an entry with a label and an identifier, and an optional range of text.
    public init(_ label: Text, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.label = label.content
    }

    /// Creates an entry with a label, an identifier and its namespace, and an optional range of text.
    public init(
        _ label: Text, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
        prepare: @escaping () -> Void = {}
    ) {
        self.label = label.content
    }

    /// Creates an entry with a localized label and an identifier, and an optional range of text.
    public init(
        _ labelKey: LocalizedStringKey, id: ID, textRange: Range<String.Index>? = nil,
        prepare: @escaping () -> Void = {}
    ) {
        self.label = labelKey.key
    }

    /// Creates an entry with a localized label, an identifier and its namespace, and an optional range of text.
    public init(
        _ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
        prepare: @escaping () -> Void = {}
    ) {
        self.label = labelKey.key
    }

    /// Creates an entry with a string label and an identifier, and an optional range of text.
    @_disfavoredOverload
    public init<L: StringProtocol>(
        _ label: L, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}
    ) {
        self.label = String(label)
    }

    /// Creates an entry with a string label, an identifier and its namespace, and an optional range of text.
    @_disfavoredOverload
    public init<L: StringProtocol>(
        _ label: L, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
        prepare: @escaping () -> Void = {}
    ) {
        self.label = String(label)
    }
}

extension AccessibilityRotorEntry where ID == Never {
    /// Creates an entry for a range of text in the element that owns the rotor; without a label, the text at
    /// that range names it.
    public init(_ label: Text?, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {
        self.label = label?.content
    }

    /// Creates an entry with a localized label for a range of text in the element that owns the rotor.
    public init(_ labelKey: LocalizedStringKey, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {
        self.label = labelKey.key
    }

    /// Creates an entry with a string label for a range of text in the element that owns the rotor.
    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {
        self.label = String(label)
    }
}

extension AccessibilityRotorEntry: AccessibilityRotorContent {
    public typealias Body = Never
    public var body: Never { return fatalError("AccessibilityRotorEntry has no body") }
}

/// The rotor content a rotor content builder makes, whatever it was built from. MiniUI's own: SwiftUI's builder
/// keeps the types; no code names this one.
public struct _AccessibilityRotorEntries: AccessibilityRotorContent {
    public typealias Body = Never
    public var body: Never { return fatalError("_AccessibilityRotorEntries has no body") }
    nonisolated init() {}
}

/// Builds the entries of an accessibility rotor: entries, `ForEach`, `if` and `if`/`else`.
@resultBuilder
public enum AccessibilityRotorContentBuilder {
    public static func buildExpression<Content: AccessibilityRotorContent>(_ content: Content)
        -> _AccessibilityRotorEntries
    {
        _AccessibilityRotorEntries()
    }

    public static func buildBlock(_ components: _AccessibilityRotorEntries...) -> _AccessibilityRotorEntries {
        _AccessibilityRotorEntries()
    }

    public static func buildOptional(_ component: _AccessibilityRotorEntries?) -> _AccessibilityRotorEntries {
        _AccessibilityRotorEntries()
    }

    public static func buildEither(first component: _AccessibilityRotorEntries) -> _AccessibilityRotorEntries {
        component
    }

    public static func buildEither(second component: _AccessibilityRotorEntries) -> _AccessibilityRotorEntries {
        component
    }

    public static func buildLimitedAvailability(_ component: _AccessibilityRotorEntries)
        -> _AccessibilityRotorEntries
    {
        component
    }
}

extension ForEach: AccessibilityRotorContent where Content: AccessibilityRotorContent {
    public typealias Body = Never
    public var body: Never { return fatalError("ForEach of rotor entries has no body") }
}

extension ForEach where Content: AccessibilityRotorContent {
    /// Creates rotor entries from a collection, identified by a key path to an identifier.
    nonisolated public init(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.data = data
        self.content = content
        self.identify = { $0[keyPath: id] }
    }
}

extension ForEach where ID == Data.Element.ID, Content: AccessibilityRotorContent, Data.Element: Identifiable {
    /// Creates rotor entries from a collection of identifiable data.
    nonisolated public init(
        _ data: Data, @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.init(data, id: \.id, content: content)
    }
}

/// A rotor the system provides, which a rotor of your own can replace.
public struct AccessibilitySystemRotor: Sendable {
    let name: String

    /// The rotor of links.
    public static var links: AccessibilitySystemRotor { AccessibilitySystemRotor(name: ".links") }
    /// The rotor of links, visited or not.
    public static func links(visited: Bool) -> AccessibilitySystemRotor {
        AccessibilitySystemRotor(name: ".links(visited: \(visited))")
    }
    /// The rotor of headings.
    public static var headings: AccessibilitySystemRotor { AccessibilitySystemRotor(name: ".headings") }
    /// The rotor of headings of a level.
    public static func headings(level: AccessibilityHeadingLevel) -> AccessibilitySystemRotor {
        AccessibilitySystemRotor(name: ".headings(level: .\(level))")
    }
    /// The rotor of bold text.
    public static var boldText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: ".boldText") }
    /// The rotor of italic text.
    public static var italicText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: ".italicText") }
    /// The rotor of underlined text.
    public static var underlineText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: ".underlineText") }
    /// The rotor of misspelled words.
    public static var misspelledWords: AccessibilitySystemRotor {
        AccessibilitySystemRotor(name: ".misspelledWords")
    }
    /// The rotor of images.
    public static var images: AccessibilitySystemRotor { AccessibilitySystemRotor(name: ".images") }
    /// The rotor of text fields.
    public static var textFields: AccessibilitySystemRotor { AccessibilitySystemRotor(name: ".textFields") }
    /// The rotor of tables.
    public static var tables: AccessibilitySystemRotor { AccessibilitySystemRotor(name: ".tables") }
    /// The rotor of lists.
    public static var lists: AccessibilitySystemRotor { AccessibilitySystemRotor(name: ".lists") }
    /// The rotor of landmarks.
    public static var landmarks: AccessibilitySystemRotor { AccessibilitySystemRotor(name: ".landmarks") }
}

extension View {
    /// Creates an accessibility rotor with a label and the entries its builder makes.
    nonisolated public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ label: Text, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View {
        annotated(".accessibilityRotor(\(String(reflecting: label.content)))")
    }

    /// Creates an accessibility rotor that replaces a system rotor, with the entries its builder makes.
    nonisolated public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ systemRotor: AccessibilitySystemRotor, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View {
        annotated(".accessibilityRotor(\(systemRotor.name))")
    }

    /// Creates an accessibility rotor with a localized label and the entries its builder makes.
    nonisolated public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ labelKey: LocalizedStringKey, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View {
        annotated(".accessibilityRotor(\(String(reflecting: labelKey.key)))")
    }

    /// Creates an accessibility rotor with a string label and the entries its builder makes.
    @_disfavoredOverload
    nonisolated public func accessibilityRotor<L: StringProtocol, Content: AccessibilityRotorContent>(
        _ label: L, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View {
        annotated(".accessibilityRotor(\(String(reflecting: String(label))))")
    }

    /// Creates an accessibility rotor with an entry for each identifiable model, labelled by a key path.
    nonisolated public func accessibilityRotor<EntryModel: Identifiable>(
        _ rotorLabel: Text, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        annotated(".accessibilityRotor(\(String(reflecting: rotorLabel.content)))")
    }

    /// Creates an accessibility rotor with an entry for each model, identified and labelled by key paths.
    nonisolated public func accessibilityRotor<EntryModel, ID: Hashable>(
        _ rotorLabel: Text, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        annotated(".accessibilityRotor(\(String(reflecting: rotorLabel.content)))")
    }

    /// Creates an accessibility rotor with a localized label and an entry for each identifiable model.
    nonisolated public func accessibilityRotor<EntryModel: Identifiable>(
        _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        annotated(".accessibilityRotor(\(String(reflecting: rotorLabelKey.key)))")
    }

    /// Creates an accessibility rotor with a localized label and an entry for each model.
    nonisolated public func accessibilityRotor<EntryModel, ID: Hashable>(
        _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        annotated(".accessibilityRotor(\(String(reflecting: rotorLabelKey.key)))")
    }

    /// Creates an accessibility rotor with a string label and an entry for each identifiable model.
    @_disfavoredOverload
    nonisolated public func accessibilityRotor<L: StringProtocol, EntryModel: Identifiable>(
        _ rotorLabel: L, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        annotated(".accessibilityRotor(\(String(reflecting: String(rotorLabel))))")
    }

    /// Creates an accessibility rotor with a string label and an entry for each model.
    @_disfavoredOverload
    nonisolated public func accessibilityRotor<L: StringProtocol, EntryModel, ID: Hashable>(
        _ rotorLabel: L, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        annotated(".accessibilityRotor(\(String(reflecting: String(rotorLabel))))")
    }

    /// Creates an accessibility rotor replacing a system rotor, with an entry for each identifiable model.
    nonisolated public func accessibilityRotor<EntryModel: Identifiable>(
        _ systemRotor: AccessibilitySystemRotor, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        annotated(".accessibilityRotor(\(systemRotor.name))")
    }

    /// Creates an accessibility rotor replacing a system rotor, with an entry for each model.
    nonisolated public func accessibilityRotor<EntryModel, ID: Hashable>(
        _ systemRotor: AccessibilitySystemRotor, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        annotated(".accessibilityRotor(\(systemRotor.name))")
    }

    /// Creates an accessibility rotor with an entry for each range of the element's text.
    nonisolated public func accessibilityRotor(_ label: Text, textRanges: [Range<String.Index>]) -> some View {
        annotated(".accessibilityRotor(\(String(reflecting: label.content)))")
    }

    /// Creates an accessibility rotor with a localized label and an entry for each range of the element's text.
    nonisolated public func accessibilityRotor(_ labelKey: LocalizedStringKey, textRanges: [Range<String.Index>])
        -> some View
    {
        annotated(".accessibilityRotor(\(String(reflecting: labelKey.key)))")
    }

    /// Creates an accessibility rotor with a string label and an entry for each range of the element's text.
    @_disfavoredOverload
    nonisolated public func accessibilityRotor<L: StringProtocol>(_ label: L, textRanges: [Range<String.Index>])
        -> some View
    {
        annotated(".accessibilityRotor(\(String(reflecting: String(label))))")
    }

    /// Creates an accessibility rotor replacing a system rotor, with an entry for each range of the element's text.
    nonisolated public func accessibilityRotor(
        _ systemRotor: AccessibilitySystemRotor, textRanges: [Range<String.Index>]
    ) -> some View {
        annotated(".accessibilityRotor(\(systemRotor.name))")
    }

    /// Ties this view's accessibility element to a rotor entry made with the same identifier and namespace.
    nonisolated public func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View {
        annotated(".accessibilityRotorEntry(id: \(String(reflecting: id)))")
    }
}
