import Foundation

// The rest of `.searchable`'s forms: tokens with programmatic presentation, editable tokens, and the
// suggestions closure of the first form. Each draws as the forms it extends: the field, its tokens and
// its suggestions below the view; `isPresented` is kept and not driven by the host.

extension View {
    /// Marks this view as searchable with text and tokens, as well as programmatic presentation.
    nonisolated public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: prompt, token: token)
    }

    /// Marks this view as searchable with text and tokens, as well as programmatic presentation.
    nonisolated public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: Text(prompt), token: token)
    }

    /// Marks this view as searchable with text and tokens, as well as programmatic presentation.
    @_disfavoredOverload
    nonisolated public func searchable<
        C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol
    >(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: Text(prompt), token: token)
    }

    /// Marks this view as searchable with text, tokens, and suggestions, as well as programmatic
    /// presentation.
    nonisolated public func searchable<
        C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View
    >(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(
            text: text, tokens: tokens, suggestedTokens: suggestedTokens, placement: placement, prompt: prompt,
            token: token)
    }

    /// Marks this view as searchable with text, tokens, and suggestions, as well as programmatic
    /// presentation.
    nonisolated public func searchable<
        C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View
    >(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(
            text: text, tokens: tokens, suggestedTokens: suggestedTokens, placement: placement,
            prompt: Text(prompt), token: token)
    }

    /// Marks this view as searchable with text, tokens, and suggestions, as well as programmatic
    /// presentation.
    @_disfavoredOverload
    nonisolated public func searchable<
        C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol
    >(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(
            text: text, tokens: tokens, suggestedTokens: suggestedTokens, placement: placement,
            prompt: Text(prompt), token: token)
    }
}

extension View {
    /// Marks this view as searchable with editable tokens: each token's view gets a binding to it.
    nonisolated public func searchable<C: RandomAccessCollection & RangeReplaceableCollection>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (Binding<C.Element>) -> some View
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
            .modifier(LayerModifier(name: "searchTokens", layer: EditableTokens(tokens: editableTokens, token: token)))
    }

    /// Marks this view as searchable with editable tokens.
    nonisolated public func searchable<C: RandomAccessCollection & RangeReplaceableCollection>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (Binding<C.Element>) -> some View
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, editableTokens: editableTokens, placement: placement, prompt: Text(prompt), token: token)
    }

    /// Marks this view as searchable with editable tokens.
    @_disfavoredOverload
    nonisolated public func searchable<C: RandomAccessCollection & RangeReplaceableCollection>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: some StringProtocol, @ViewBuilder token: @escaping (Binding<C.Element>) -> some View
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, editableTokens: editableTokens, placement: placement, prompt: Text(prompt), token: token)
    }

    /// Marks this view as searchable with editable tokens, as well as programmatic presentation.
    nonisolated public func searchable<C: RandomAccessCollection & RangeReplaceableCollection>(
        text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> some View
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, editableTokens: editableTokens, placement: placement, prompt: prompt, token: token)
    }

    /// Marks this view as searchable with editable tokens, as well as programmatic presentation.
    nonisolated public func searchable<C: RandomAccessCollection & RangeReplaceableCollection>(
        text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> some View
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, editableTokens: editableTokens, placement: placement, prompt: Text(prompt), token: token)
    }

    /// Marks this view as searchable with editable tokens, as well as programmatic presentation.
    @_disfavoredOverload
    nonisolated public func searchable<C: RandomAccessCollection & RangeReplaceableCollection>(
        text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: some StringProtocol,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> some View
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, editableTokens: editableTokens, placement: placement, prompt: Text(prompt), token: token)
    }
}

/// The tokens of an editable-tokens search field, each made from a binding to it.
struct EditableTokens<C: RandomAccessCollection & RangeReplaceableCollection, T: View>
where C.Element: Identifiable {
    let tokens: Binding<C>
    let token: (Binding<C.Element>) -> T
}

extension EditableTokens: View {
    var body: some View {
        let collection = tokens.wrappedValue
        ForEach(Array(collection.enumerated()), id: \.element.id) { offset, _ in
            let index = collection.index(collection.startIndex, offsetBy: offset)
            token(Binding(location: ReplacingElementLocation(base: tokens.location, index: index)))
        }
    }
}

/// An element of a collection that can replace its elements but not assign them in place.
final class ReplacingElementLocation<C: RandomAccessCollection & RangeReplaceableCollection>: Location<C.Element>,
    @unchecked Sendable
{
    let base: Location<C>
    let index: C.Index

    init(base: Location<C>, index: C.Index) {
        self.base = base
        self.index = index
    }

    override func get() -> C.Element { base.get()[index] }

    override func set(_ value: C.Element) {
        var collection = base.get()
        collection.replaceSubrange(index...index, with: [value])
        base.set(collection)
    }
}

extension View {
    /// Marks this view as searchable, with suggestions. (The suggestions may also be given with
    /// `searchSuggestions(_:)`.)
    nonisolated public func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder suggestions: () -> S
    ) -> some View {
        searchable(text: text, placement: placement, prompt: prompt).searchSuggestions(suggestions)
    }

    /// Marks this view as searchable, with suggestions and a localized prompt.
    nonisolated public func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder suggestions: () -> S
    ) -> some View {
        searchable(text: text, placement: placement, prompt: prompt).searchSuggestions(suggestions)
    }

    /// Marks this view as searchable, with suggestions and a string prompt.
    @_disfavoredOverload
    nonisolated public func searchable<V: View, S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder suggestions: () -> V
    ) -> some View {
        searchable(text: text, placement: placement, prompt: prompt).searchSuggestions(suggestions)
    }
}
