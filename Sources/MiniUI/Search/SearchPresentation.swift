// Where search suggestions show, the search field's focus, and the toolbar while searching: MiniUI shows
// the suggestions below the view whatever their placement, and has no keyboard focus; these are
// annotations, and the environment values read their defaults.

/// The ways that SwiftUI displays search suggestions.
public struct SearchSuggestionsPlacement: Equatable, Sendable {
    let name: String
    /// Search suggestions render automatically based on the surrounding context.
    public static var automatic: SearchSuggestionsPlacement { SearchSuggestionsPlacement(name: ".automatic") }
    /// Search suggestions render inside of a menu attached to the search field.
    public static var menu: SearchSuggestionsPlacement { SearchSuggestionsPlacement(name: ".menu") }
    /// Search suggestions render in the main content of the app.
    public static var content: SearchSuggestionsPlacement { SearchSuggestionsPlacement(name: ".content") }

    /// An efficient set of search suggestion display modes.
    public struct Set: OptionSet, Sendable {
        /// A type for the elements of the set.
        public typealias Element = SearchSuggestionsPlacement.Set
        /// The raw value that records the search suggestion display modes.
        public var rawValue: Int8
        /// Creates a set of search suggestions from an integer.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// A set containing the menu display mode.
        public static var menu: SearchSuggestionsPlacement.Set { Set(rawValue: 1 << 0) }
        /// A set containing placements with the app's main content, excluding the menu placement.
        public static var content: SearchSuggestionsPlacement.Set { Set(rawValue: 1 << 1) }
    }
}

private struct SearchSuggestionsPlacementKey: EnvironmentKey {
    static let defaultValue = SearchSuggestionsPlacement.automatic
}

extension EnvironmentValues {
    /// The current placement of search suggestions: `.automatic` in MiniUI.
    public internal(set) var searchSuggestionsPlacement: SearchSuggestionsPlacement {
        get { self[SearchSuggestionsPlacementKey.self] }
        set { self[SearchSuggestionsPlacementKey.self] = newValue }
    }
}

/// A type that defines how the toolbar behaves when presenting search.
public struct SearchPresentationToolbarBehavior: Equatable, Sendable {
    let name: String
    /// The automatic behavior.
    public static var automatic: SearchPresentationToolbarBehavior {
        SearchPresentationToolbarBehavior(name: ".automatic")
    }
    /// The avoid hiding content behavior: on iOS, the toolbar keeps its content while search is presented.
    public static var avoidHidingContent: SearchPresentationToolbarBehavior {
        SearchPresentationToolbarBehavior(name: ".avoidHidingContent")
    }
}

extension View {
    /// Configures how to display search suggestions within this view.
    nonisolated public func searchSuggestions(
        _ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set
    ) -> some View {
        var names: [String] = []
        if placements.contains(.menu) { names.append(".menu") }
        if placements.contains(.content) { names.append(".content") }
        let set = names.count == 1 ? names[0] : "[\(names.joined(separator: ", "))]"
        return annotated(".searchSuggestions(.\(visibility), for: \(set))")
    }

    /// Configures the search toolbar presentation behavior for any searchable modifiers within this view.
    nonisolated public func searchPresentationToolbarBehavior(_ behavior: SearchPresentationToolbarBehavior)
        -> some View
    {
        annotated(".searchPresentationToolbarBehavior(\(behavior.name))")
    }

    /// Binds the focus state of the search field of the nearest searchable modifier to a Boolean.
    /// MiniUI has no keyboard focus: the binding is shown, never written.
    nonisolated public func searchFocused(_ binding: FocusState<Bool>.Binding) -> some View {
        annotated(".searchFocused(\(binding.wrappedValue))")
    }

    /// Binds the focus state of the search field of the nearest searchable modifier to a value.
    nonisolated public func searchFocused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V)
        -> some View
    {
        annotated(".searchFocused(equals: \(String(reflecting: value)))")
    }
}

/// How a search field offers dictation.
public struct TextInputDictationBehavior: Equatable, Sendable {
    let name: String
    /// A platform-appropriate default text input dictation behavior.
    public static let automatic = TextInputDictationBehavior(name: ".automatic")
    /// Prevents the search bar from having a dictation microphone.
    public static let preventDictation = TextInputDictationBehavior(name: ".preventDictation")
    /// Adds a dictation microphone in the search bar.
    public static func inline(activation: TextInputDictationActivation) -> TextInputDictationBehavior {
        TextInputDictationBehavior(name: ".inline(activation: \(activation.name))")
    }
}

/// When dictation starts in a search field.
public struct TextInputDictationActivation: Equatable, Sendable {
    let name: String
    /// Dictation starts when someone selects the microphone or looks at the entry field.
    public static let onLook = TextInputDictationActivation(name: ".onLook")
    /// Dictation starts when someone selects the microphone.
    public static let onSelect = TextInputDictationActivation(name: ".onSelect")
}

extension View {
    /// Configures the dictation behavior for any search fields configured by the searchable modifier.
    nonisolated public func searchDictationBehavior(_ dictationBehavior: TextInputDictationBehavior) -> some View {
        annotated(".searchDictationBehavior(\(dictationBehavior.name))")
    }
}
