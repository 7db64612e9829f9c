// wrong: the request compares and answers false for the same value, but writes the state anyway
// rejected-by: writes-the-state-only-when-it-changed
// misconception: The comparison is there to spare the write, not only to answer false: when nothing changed,
// misconception: leave the state alone. A state written again, even with an equal value, is a change SwiftUI may
// misconception: have to show again (it cannot compare a `LoadState`, which is not `Equatable`).
// misconception-ja: 比較は false を返すためだけでなく、書き込みを省くためにあります。何も変わっていなければ状態には
// misconception-ja: 触れません。等しい値でも書き直した状態は、SwiftUI がもう一度表示し直すかもしれない変更です
// misconception-ja: (`Equatable` でない `LoadState` は比べられません)。
// lesson: #what-equatable-buys
// The answers are right ([true, false, true]) and the screen shows the right rides, but the same rides are
// written again: the state changes when nothing did (the check counts the writes).
import Foundation
import MiniUI

/// Loads the value of one endpoint from the environment's data source, and keeps where the loading stands.
///
///     @Get(\.rides) private var rides          // a LoadState<[Ride]>
///     …
///     RidesCard(rides: rides, loader: $rides)  // a child may start the request
///
/// `Equatable` lets a request compare what it fetched with what is already shown, keep the state untouched
/// when nothing changed, and tell its caller so.
@propertyWrapper
struct Get<Value: Decodable & Equatable>: DynamicProperty {
    @State private var state: LoadState<Value>
    @Environment(\.dataSource) private var dataSource
    let endpoint: Endpoint<Value>

    init(_ endpoint: KeyPath<Endpoints, Endpoint<Value>>, skeleton: Value? = nil) {
        self.endpoint = Endpoints()[keyPath: endpoint]
        _state = State(initialValue: .loading(skeleton: skeleton))
    }

    var wrappedValue: LoadState<Value> {
        state
    }

    /// `$rides`: what a view may hand to a child so that the child can start the request. It carries a binding
    /// to the state, not the state itself, so the request fills in the state of the view that declared `@Get`.
    var projectedValue: Loader {
        Loader(state: $state, endpoint: endpoint, source: dataSource)
    }

    /// The request, through the wrapper itself: `_rides.request()`, in the view that declares it.
    @MainActor
    @discardableResult
    func request() async -> Bool {
        await projectedValue.request()
    }

    /// Starts this wrapper's request from anywhere it is handed to.
    struct Loader {
        let state: Binding<LoadState<Value>>
        let endpoint: Endpoint<Value>
        let source: DataSource

        /// Fetches the endpoint and keeps the result. Returns whether what is shown changed: a value equal to
        /// the one already loaded leaves the state as it is.
        @MainActor
        @discardableResult
        func request() async -> Bool {
            do {
                let data = try await source.fetch(endpoint.path)
                let value = try JSONDecoder().decode(Value.self, from: data)
                var changed = true
                if case .success(let shown) = state.wrappedValue, shown == value {
                    changed = false
                }
                state.wrappedValue = .success(value)
                return changed
            } catch {
                state.wrappedValue = .failure(error)
            }
            return true
        }
    }
}
