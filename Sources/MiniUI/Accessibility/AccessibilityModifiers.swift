import Foundation

extension View {
    /// Creates a new accessibility element, or modifies the accessibility element traits of the element.
    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        annotated(".accessibilityElement(children: \(children.name))")
    }

    /// Adds a textual description of the value that the view contains.
    nonisolated public func accessibilityValue(_ valueDescription: Text) -> some View {
        annotated(".accessibilityValue(\(String(reflecting: valueDescription.content)))")
    }

    /// Adds a textual description of the value that the view contains.
    @_disfavoredOverload
    nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        annotated(".accessibilityValue(\(String(reflecting: String(value))))")
    }

    /// Communicates to the user what happens after performing the view's action.
    nonisolated public func accessibilityHint(_ hint: Text) -> some View {
        annotated(".accessibilityHint(\(String(reflecting: hint.content)))")
    }

    /// Communicates to the user what happens after performing the view's action.
    @_disfavoredOverload
    nonisolated public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        annotated(".accessibilityHint(\(String(reflecting: String(hint))))")
    }

    /// Specifies whether to hide this view from system accessibility features.
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> some View {
        annotated(hidden ? ".accessibilityHidden(true)" : ".accessibilityHidden(false)")
    }

    /// Adds the given traits to the view.
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        annotated(".accessibilityAddTraits(…)")
    }
}

/// Defines the behavior for the child elements of the new parent element.
public struct AccessibilityChildBehavior: Sendable {
    let name: String
    public static let ignore = AccessibilityChildBehavior(name: ".ignore")
    public static let contain = AccessibilityChildBehavior(name: ".contain")
    public static let combine = AccessibilityChildBehavior(name: ".combine")
}

/// A set of accessibility traits that describe how an element behaves.
public struct AccessibilityTraits: _NamedMemberSet, Sendable {
    public var _names: Set<String>

    init(_ name: String) { _names = [name] }

    public static let isButton = AccessibilityTraits("isButton")
    public static let isHeader = AccessibilityTraits("isHeader")
    public static let isSelected = AccessibilityTraits("isSelected")
    public static let isLink = AccessibilityTraits("isLink")
    public static let isImage = AccessibilityTraits("isImage")
    public static let isStaticText = AccessibilityTraits("isStaticText")
    public static let isSearchField = AccessibilityTraits("isSearchField")
    public static let playsSound = AccessibilityTraits("playsSound")
    public static let isKeyboardKey = AccessibilityTraits("isKeyboardKey")
    public static let isSummaryElement = AccessibilityTraits("isSummaryElement")
    public static let updatesFrequently = AccessibilityTraits("updatesFrequently")
    public static let startsMediaSession = AccessibilityTraits("startsMediaSession")
    public static let allowsDirectInteraction = AccessibilityTraits("allowsDirectInteraction")
    public static let causesPageTurn = AccessibilityTraits("causesPageTurn")
    public static let isModal = AccessibilityTraits("isModal")
    /// The accessibility element is a toggle.
    public static let isToggle = AccessibilityTraits("isToggle")
    /// The accessibility element is a tab bar.
    public static let isTabBar = AccessibilityTraits("isTabBar")

    public init(_names: Set<String>) { self._names = _names }
}

/// MiniUI's own: a set whose members are names (``AccessibilityTraits``, ``AccessibilityTechnologies``); its
/// `SetAlgebra` operations are those of its names. No code names it.
public protocol _NamedMemberSet: SetAlgebra where Element == Self {
    /// The members' names.
    var _names: Set<String> { get set }
    /// A set of the members with these names.
    init(_names: Set<String>)
}

extension _NamedMemberSet {
    public init() { self.init(_names: []) }
    public func union(_ other: Self) -> Self { Self(_names: _names.union(other._names)) }
    public func intersection(_ other: Self) -> Self { Self(_names: _names.intersection(other._names)) }
    public func symmetricDifference(_ other: Self) -> Self { Self(_names: _names.symmetricDifference(other._names)) }
    public func contains(_ member: Self) -> Bool { member._names.isSubset(of: _names) }
    @discardableResult public mutating func insert(_ newMember: Self) -> (inserted: Bool, memberAfterInsert: Self) {
        let inserted = !contains(newMember)
        _names.formUnion(newMember._names)
        return (inserted, newMember)
    }
    @discardableResult public mutating func remove(_ member: Self) -> Self? {
        guard contains(member) else { return nil }
        _names.subtract(member._names)
        return member
    }
    @discardableResult public mutating func update(with newMember: Self) -> Self? {
        let had = contains(newMember)
        _names.formUnion(newMember._names)
        return had ? newMember : nil
    }
    public mutating func formUnion(_ other: Self) { _names.formUnion(other._names) }
    public mutating func formIntersection(_ other: Self) { _names.formIntersection(other._names) }
    public mutating func formSymmetricDifference(_ other: Self) { _names.formSymmetricDifference(other._names) }
}

extension View {
    /// Adds help text to a view using a localized string key.
    nonisolated public func help(_ textKey: LocalizedStringKey) -> some View {
        annotated(".help(\(String(reflecting: textKey.key)))")
    }

    /// Adds help text to a view using a text view.
    nonisolated public func help(_ text: Text) -> some View {
        annotated(".help(\(String(reflecting: text.content)))")
    }

    /// Adds help text to a view using a string.
    @_disfavoredOverload
    nonisolated public func help<S: StringProtocol>(_ text: S) -> some View {
        annotated(".help(\(String(reflecting: String(text))))")
    }

    /// Adds a label to the view that describes its contents.
    nonisolated public func accessibilityLabel(_ label: Text) -> some View {
        annotated(".accessibilityLabel(\(String(reflecting: label.content)))")
    }

    /// Adds a label to the view that describes its contents.
    nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
        annotated(".accessibilityLabel(\(String(reflecting: labelKey.key)))")
    }

    /// Adds a label to the view that describes its contents.
    @_disfavoredOverload
    nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        annotated(".accessibilityLabel(\(String(reflecting: String(label))))")
    }

    /// Removes the given traits from this view.
    nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        annotated(".accessibilityRemoveTraits")
    }

    /// Sets the sort priority order for this view's accessibility element, relative to other elements
    /// at the same level.
    nonisolated public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
        annotated(".accessibilitySortPriority(\(Renderer.number(CGFloat(sortPriority))))")
    }

    /// Sets alternate input labels with which users identify a view.
    nonisolated public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View {
        annotated(".accessibilityInputLabels")
    }

    /// Sets alternate input labels with which users identify a view.
    nonisolated public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View {
        annotated(".accessibilityInputLabels")
    }

    /// Uses the string you specify to identify the view.
    nonisolated public func accessibilityIdentifier(_ identifier: String) -> some View {
        annotated(".accessibilityIdentifier(\(String(reflecting: identifier)))")
    }
}
