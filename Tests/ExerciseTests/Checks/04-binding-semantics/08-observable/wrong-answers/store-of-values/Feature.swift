// wrong: keeps the features as values in an ObservableObject store with one @Published array
// rejected-by: only-readers-re-render
// Everything updates, but coarsely: any change publishes the whole array, so the board and the count run
// again on every change, even for a rename that the count never reads.

import MiniUI

struct Feature: Identifiable {
    let id: Int
    var name: String
    var isEnabled: Bool
}

final class FeatureStore: ObservableObject {
    @Published var features: [Feature]

    init(features: [Feature]) {
        self.features = features
    }
}
