// A seed library's catalogue search: the search symbols audited against iOS 18's documentation (tokens
// with programmatic presentation, editable tokens, suggestions given with the field, where suggestions
// show, the field's focus and dictation, and the toolbar while searching).
import MiniUI

struct SeedFamily: Identifiable, Hashable {
    var id: String { name }
    var name: String
    var isPinned = false
}

struct SeedCatalogue: View {
    @State private var query = ""
    @State private var families: [SeedFamily] = [SeedFamily(name: "Brassicas")]
    @State private var suggested: [SeedFamily] = [SeedFamily(name: "Alliums"), SeedFamily(name: "Legumes")]
    @State private var searching = false
    @FocusState private var fieldFocused: Bool

    var body: some View {
        NavigationStack {
            List(["Kale", "Leek", "Broad bean"], id: \.self) { seed in
                Text(seed)
            }
            .searchable(
                text: $query, tokens: $families, suggestedTokens: $suggested, isPresented: $searching,
                prompt: "Seeds or families"
            ) { family in
                Label(family.name, systemImage: "leaf")
            }
            .searchFocused($fieldFocused)
            .searchPresentationToolbarBehavior(.avoidHidingContent)
            .searchDictationBehavior(.inline(activation: .onSelect))
            .toolbar {
                Button("Find") { fieldFocused = true }
            }
        }
    }
}

struct PinnedFamilies: View {
    enum Field: Hashable { case search, notes }

    @State private var query = ""
    @State private var families = [SeedFamily(name: "Squash"), SeedFamily(name: "Tomato")]
    @State private var presented = false
    @FocusState private var focus: Field?

    var body: some View {
        List(families) { family in
            Text(family.name)
        }
        .searchable(text: $query, editableTokens: $families, isPresented: $presented) { $family in
            Toggle(family.name, isOn: $family.isPinned)
        }
        .searchFocused($focus, equals: .search)
        .searchDictationBehavior(.preventDictation)
    }
}

struct SwapShelf: View {
    @Environment(\.searchSuggestionsPlacement) private var suggestionsPlacement
    @State private var query = ""
    @State private var tags: [SeedFamily] = []

    var body: some View {
        List {
            Text(suggestionsPlacement == .menu ? "Suggestions above" : "Suggestions below")
        }
        .searchable(text: $query, prompt: Text("Swap shelf")) {
            Text("Heritage beans").searchCompletion("heritage beans")
            Text("Chillies").searchCompletion("chillies")
                .searchSuggestions(.hidden, for: .content)
        }
        .searchable(text: $query, tokens: $tags, isPresented: .constant(false)) { tag in
            Text(tag.name)
        }
        .searchable(text: $query, editableTokens: $tags, prompt: "Tags") { $tag in
            Text(tag.name)
        }
        .searchSuggestions(.visible, for: [.menu, .content])
    }
}
