// wrong: keeps ObservableObject with @Published, and @ObservedObject in the row
// rejected-by: only-readers-re-render
// Each row observes its own feature and updates, but nothing else observes anything: the count, which
// holds the features in a plain array, stays at "1 of 3 enabled".

import MiniUI

/// A feature that can be renamed and switched, shared by reference between the views that show it.
final class Feature: ObservableObject, Identifiable {
    let id: Int
    @Published var name: String
    @Published var isEnabled: Bool

    init(id: Int, name: String, isEnabled: Bool) {
        self.id = id
        self.name = name
        self.isEnabled = isEnabled
    }
}
