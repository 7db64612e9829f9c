// check: rejects
// The two kinds of model are not interchangeable: `@StateObject` and `@ObservedObject` need an
// ObservableObject, and an @Observable class is not one.
import MiniUI

@testable import Exercise05_6

struct Mixed: View {
    // expected-error@+1 {{generic struct 'StateObject' requires that 'StationsStore' conform to 'ObservableObject'}}
    @StateObject private var store = StationsStore()

    var body: some View {
        Text("Mixed")
    }
}

struct Watcher: View {
    // expected-error@+1 {{generic struct 'ObservedObject' requires that 'StationsStore' conform to 'ObservableObject'}}
    @ObservedObject var store: StationsStore

    var body: some View {
        Text("Watcher")
    }
}
