// check: compiles
// `StationsModel` is an ObservableObject, owned with `@StateObject` and observed with `@ObservedObject`, and
// `$model.selection` makes a binding; `StationsStore` is @Observable, owned with `@State`, and `@Bindable`
// makes a binding. Both load from a view's `.task`.
import MiniUI
import Observation

@testable import Exercise05_6

struct Both: View {
    @StateObject private var model = StationsModel()
    @State private var store = StationsStore()

    var body: some View {
        VStack {
            ModelHeader(model: model)
            StoreHeader(store: store)
            SelectionField(selection: $model.selection)
            StoreSelectionField(store: store)
        }
        .task {
            await model.load()
            await store.load()
        }
    }
}

struct SelectionField: View {
    @Binding var selection: Station.ID?

    var body: some View {
        Button("Clear") { selection = nil }
    }
}

struct StoreSelectionField: View {
    @Bindable var store: StationsStore

    var body: some View {
        SelectionField(selection: $store.selection)
    }
}

@MainActor
func conformances() {
    let model: any ObservableObject = StationsModel()
    let store: any Observable = StationsStore()
    _ = (model, store, ModelScreen(), StoreScreen())
}
