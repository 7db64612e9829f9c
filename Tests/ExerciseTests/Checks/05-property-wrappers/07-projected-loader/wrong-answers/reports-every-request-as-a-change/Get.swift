// wrong: drops `Value: Equatable` and answers true for every request, even when nothing changed
// rejected-by: reports-whether-anything-changed, rejects-values-that-cannot-be-compared
// misconception: Without `Equatable` the request cannot compare what it fetched with what is shown, so it can never
// misconception: say "nothing changed". The constraint is what buys the comparison.
// misconception-ja: `Equatable` がなければ、リクエストは取ってきたものと表示しているものを比べられず、
// misconception-ja: 「何も変わっていない」と言えません。その比較を手に入れるための制約です。
// lesson: #what-equatable-buys
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
struct Get<Value: Decodable>: DynamicProperty {
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
                state.wrappedValue = .success(value)
            } catch {
                state.wrappedValue = .failure(error)
            }
            return true
        }
    }
}
