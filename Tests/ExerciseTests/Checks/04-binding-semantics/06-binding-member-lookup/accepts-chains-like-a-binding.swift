// check: compiles
// A handle reaches into the value the way `$model.items[0].isOn` does: properties by dynamic member lookup,
// elements by subscript, in any order and to any depth. A handle on a random-access mutable collection is a
// random-access collection of handles (arrays, slices, ContiguousArray), so ForEach accepts it, as it
// accepts `$items`.
import MiniUI

@testable import Exercise04_6

struct Feature {
    let name: String
    var isEnabled: Bool
}

struct Section {
    var features: [Feature]
}

struct Settings {
    var title: String
    var sections: [Section]
    var scores: ContiguousArray<Int>
}

func reachInto(_ settings: Handle<Settings>, _ slice: Handle<ArraySlice<Feature>>) {
    let title: Handle<String> = settings.title
    let feature: Handle<Feature> = settings.sections[0].features[2]
    let isEnabled: Handle<Bool> = settings.sections[0].features[2].isEnabled
    let score: Handle<Int> = settings.scores[1]
    let fromSlice: Handle<Bool> = slice[slice.startIndex].isEnabled
    isEnabled.value = true
    score.value += 1
    title.value = title.value.uppercased()
    let count: Int = settings.sections.count
    let each: [Handle<Feature>] = Array(settings.sections[0].features)
    _ = (feature, fromSlice, count, each)
}

struct FeatureList: View {
    let features: Handle<[Feature]>

    var body: some View {
        ForEach(features, id: \.value.name) { feature in
            Text(feature.value.name)
        }
    }
}

@MainActor
func fromBinding(_ binding: Binding<Settings>) -> Handle<Bool> {
    Handle(binding).sections[0].features[0].isEnabled
}
