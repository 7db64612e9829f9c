// 05.6's lesson: an @Observable class owned with `@StateObject`.
// prints: note: where 'ObjectType' = 'StationsStore'
import MiniUI
import Observation

@Observable final class StationsStore {
    var stations: [String] = []
}

struct StationsScreen: View {
    // expected-error@+1 {{generic struct 'StateObject' requires that 'StationsStore' conform to 'ObservableObject'}}
    @StateObject private var store = StationsStore()
    var body: some View { Text("stations") }
}
