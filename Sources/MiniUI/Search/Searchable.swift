import Foundation

extension View {
    /// Marks this view as searchable with text and tokens; the tokens are listed below the view.
    nonisolated public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
            .modifier(LayerModifier(name: "searchTokens", layer: ForEach(Array(tokens.wrappedValue), content: token)))
    }

    /// Marks this view as searchable with text and tokens, with a prompt from a localized string key.
    nonisolated public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: Text(prompt), token: token)
    }

    /// Marks this view as searchable with text and tokens, with a prompt from a string.
    @_disfavoredOverload
    nonisolated public func searchable<
        C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol
    >(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: Text(prompt), token: token)
    }

    /// Marks this view as searchable with text, tokens, and suggestions; the tokens and the suggested
    /// tokens are listed below the view.
    nonisolated public func searchable<
        C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View
    >(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
        placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: prompt, token: token)
            .modifier(
                LayerModifier(
                    name: "searchSuggestedTokens",
                    layer: ForEach(Array(suggestedTokens.wrappedValue), content: token)))
    }

    /// Marks this view as searchable with text, tokens, and suggestions, with a prompt from a localized
    /// string key.
    nonisolated public func searchable<
        C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View
    >(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
        placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(
            text: text, tokens: tokens, suggestedTokens: suggestedTokens, placement: placement,
            prompt: Text(prompt), token: token)
    }

    /// Marks this view as searchable with text, tokens, and suggestions, with a prompt from a string.
    @_disfavoredOverload
    nonisolated public func searchable<
        C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol
    >(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
        placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(
            text: text, tokens: tokens, suggestedTokens: suggestedTokens, placement: placement,
            prompt: Text(prompt), token: token)
    }
}

/// The placement of a search field in a view hierarchy.
public struct SearchFieldPlacement: Sendable {
    let name: String
    public static let automatic = SearchFieldPlacement(name: ".automatic")
    public static let toolbar = SearchFieldPlacement(name: ".toolbar")
    public static let sidebar = SearchFieldPlacement(name: ".sidebar")
    public static let navigationBarDrawer = SearchFieldPlacement(name: ".navigationBarDrawer")

    /// The search field is placed in a drawer of the navigation bar, with the given display mode.
    public static func navigationBarDrawer(displayMode: SearchFieldPlacement.NavigationBarDrawerDisplayMode)
        -> SearchFieldPlacement
    {
        SearchFieldPlacement(name: ".navigationBarDrawer(displayMode: \(displayMode.name))")
    }

    /// A mode of displaying the search field in the navigation bar.
    public struct NavigationBarDrawerDisplayMode: Sendable {
        let name: String
        public static let automatic = NavigationBarDrawerDisplayMode(name: ".automatic")
        public static let always = NavigationBarDrawerDisplayMode(name: ".always")
    }
}

struct SearchableModifier {
    let text: Binding<String>
    let prompt: String?
}

extension SearchableModifier: NodeBuildingModifier, ViewModifier {
    typealias Body = Never

    func makeNodes(in context: BuildContext, content: (BuildContext) -> [Node]) -> [Node] {
        let value = text.wrappedValue
        let field = context.host.node(.control, "searchable(text: \(String(reflecting: value)))", in: context)
        field.text = "Search"
        let text = self.text
        field.controls.setText = { text.wrappedValue = $0 }
        if let prompt { field.label += " prompt: \(String(reflecting: prompt))" }
        field.isAttachment = true
        return [field] + content(context)
    }
}

extension View {
    /// Marks this view as searchable, which configures the display of a search field.
    nonisolated public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        modifier(SearchableModifier(text: text, prompt: prompt?.content))
    }

    /// Marks this view as searchable, with a prompt from a localized string key.
    nonisolated public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View {
        modifier(SearchableModifier(text: text, prompt: prompt.key))
    }

    /// Marks this view as searchable, with a prompt from a string.
    @_disfavoredOverload
    nonisolated public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        modifier(SearchableModifier(text: text, prompt: String(prompt)))
    }

    /// Marks this view as searchable with programmatic presentation of the search field.
    nonisolated public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil
    ) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// Marks this view as searchable with programmatic presentation, with a prompt from a localized string key.
    nonisolated public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey
    ) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// Marks this view as searchable with programmatic presentation, with a prompt from a string.
    @_disfavoredOverload
    nonisolated public func searchable<S: StringProtocol>(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
    }
}
