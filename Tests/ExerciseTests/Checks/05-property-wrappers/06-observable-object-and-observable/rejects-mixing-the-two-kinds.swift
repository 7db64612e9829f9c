// check: rejects
// The two kinds of model are not interchangeable: `@StateObject` and `@ObservedObject` need an
// ObservableObject, and an @Observable class is not one.
import MiniUI

@testable import Exercise05_6

struct Mixed: View {
    // expected-error@+1 {{generic struct 'StateObject' requires that 'UsersStore' conform to 'ObservableObject'}}
    @StateObject private var store = UsersStore()

    var body: some View {
        Text("Mixed")
    }
}

struct Watcher: View {
    // expected-error@+1 {{generic struct 'ObservedObject' requires that 'UsersStore' conform to 'ObservableObject'}}
    @ObservedObject var store: UsersStore

    var body: some View {
        Text("Watcher")
    }
}
