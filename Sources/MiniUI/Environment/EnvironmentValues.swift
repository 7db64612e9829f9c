/// A key for accessing values in the environment.
///
/// ```swift
/// private struct AccentNameKey: EnvironmentKey {
///     static let defaultValue = "blue"
/// }
///
/// extension EnvironmentValues {
///     var accentName: String {
///         get { self[AccentNameKey.self] }
///         set { self[AccentNameKey.self] = newValue }
///     }
/// }
/// ```
public protocol EnvironmentKey {
    /// The associated type representing the type of the environment key's value.
    associatedtype Value
    /// The default value for the environment key.
    static var defaultValue: Self.Value { get }
}

/// A collection of environment values propagated through a view hierarchy.
///
/// A view reads a value with `@Environment(\.key)`; a view sets one for its descendants with
/// `.environment(\.key, value)`.
public struct EnvironmentValues: CustomStringConvertible {
    var values: [ObjectIdentifier: Any] = [:]
    var objects: [ObjectIdentifier: AnyObject] = [:]

    /// Creates an environment with every key at its default value.
    public init() {}

    /// Accesses the environment value associated with a custom key.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            // Unwrap the stored value first: for an optional `K.Value`, casting a missing entry would
            // succeed as `nil` and hide the key's default (`\.horizontalSizeClass` read `nil`).
            guard let stored = values[ObjectIdentifier(key)] else { return K.defaultValue }
            return stored as? K.Value ?? K.defaultValue
        }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    public var description: String {
        "EnvironmentValues(\(values.count) set)"
    }
}

// MARK: Keys

private struct DefaultMinListRowHeightKey: EnvironmentKey {
    static let defaultValue: CGFloat = 44
}

private struct DefaultMinListHeaderHeightKey: EnvironmentKey {
    static let defaultValue: CGFloat? = nil
}

private struct ColorSchemeKey: EnvironmentKey {
    static let defaultValue: ColorScheme = .light
}

private struct IsEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

private struct FontKey: EnvironmentKey {
    static let defaultValue: Font? = nil
}

private struct LocaleKey: EnvironmentKey {
    static var defaultValue: Locale { Locale(identifier: "en_US") }
}

private struct ListStyleKey: EnvironmentKey {
    static let defaultValue = ".automatic"
}

extension EnvironmentValues {
    /// The default minimum height of a row in a list (44 unless set).
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }

    /// The default minimum height of a header in a list.
    public var defaultMinListHeaderHeight: CGFloat? {
        get { self[DefaultMinListHeaderHeightKey.self] }
        set { self[DefaultMinListHeaderHeightKey.self] = newValue }
    }

    /// The color scheme of this environment.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// Whether views in this environment respond to the user.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// The default font of this environment.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// The current locale that views should use (`en_US` unless set, so output is the same everywhere).
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The list style set with `.listStyle(_:)`, as the renderer shows it.
    var listStyleName: String {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }
}

/// The possible color schemes.
public enum ColorScheme: Hashable, CaseIterable, Sendable {
    case light, dark
}

// MARK: Presentation and navigation

private struct NavigationKey: EnvironmentKey {
    static let defaultValue: NavigationContext? = nil
}

private struct DismissKey: EnvironmentKey {
    static let defaultValue = DismissAction(target: nil)
}

private struct IsPresentedKey: EnvironmentKey {
    static let defaultValue = false
}

private struct EditModeKey: EnvironmentKey {
    static let defaultValue: Binding<EditMode>? = nil
}

extension EnvironmentValues {
    /// An action that dismisses the current presentation.
    public internal(set) var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    /// A Boolean value that indicates whether the view associated with this environment is
    /// currently presented.
    public internal(set) var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }

    /// An indication of whether the user can edit the contents of a view associated with this environment.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }

    /// The navigation stack the view is in.
    var navigation: NavigationContext? {
        get { self[NavigationKey.self] }
        set { self[NavigationKey.self] = newValue }
    }
}

private struct IsSearchingKey: EnvironmentKey {
    static let defaultValue = false
}

private struct DismissSearchKey: EnvironmentKey {
    static let defaultValue = DismissSearchAction()
}

private struct CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }
}

private struct TimeZoneKey: EnvironmentKey {
    static var defaultValue: TimeZone { TimeZone(identifier: "UTC") ?? .current }
}

extension EnvironmentValues {
    /// A Boolean value that indicates when the user is searching (always false in MiniUI).
    public internal(set) var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    /// An action that ends the current search interaction.
    public internal(set) var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }

    /// The current calendar that views should use when handling dates (Gregorian, in UTC, unless set).
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The current time zone that views should use when handling dates (UTC unless set).
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
}
