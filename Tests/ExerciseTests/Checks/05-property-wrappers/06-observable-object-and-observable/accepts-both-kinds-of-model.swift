// check: compiles
// `UsersModel` is an ObservableObject, owned with `@StateObject` and observed with `@ObservedObject`, and
// `$model.selection` makes a binding; `UsersStore` is @Observable, owned with `@State`, and `@Bindable`
// makes a binding. Both load from a view's `.task`.
import MiniUI
import Observation

@testable import Exercise05_6

struct Both: View {
    @StateObject private var model = UsersModel()
    @State private var store = UsersStore()

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
    @Binding var selection: User.ID?

    var body: some View {
        Button("Clear") { selection = nil }
    }
}

struct StoreSelectionField: View {
    @Bindable var store: UsersStore

    var body: some View {
        SelectionField(selection: $store.selection)
    }
}

@MainActor
func conformances() {
    let model: any ObservableObject = UsersModel()
    let store: any Observable = UsersStore()
    _ = (model, store, ModelScreen(), StoreScreen())
}
