// wrong: the loader compares with the state as it was when `$rides` was read
// rejected-by: compares-with-the-state-it-finds
// misconception: A binding is a way to read the state when you need it, not a copy: compare with
// misconception: `state.wrappedValue` when the answer arrives, not with a value saved when the loader was made.
// misconception-ja: バインディングは必要なときに状態を読むための手段で、コピーではありません。比べる相手は答えが届いた
// misconception-ja: ときの `state.wrappedValue` で、Loader を作ったときに取っておいた値ではありません。
// lesson: #the-idea
// Each `$rides` is made afresh in a body, so a request right after a render sees the right value; a child that
// keeps one loader and asks again compares with a state that is long gone.

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
        Loader(state: $state, shownWhenMade: state, endpoint: endpoint, source: dataSource)
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
        let shownWhenMade: LoadState<Value>
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
                if case .success(let shown) = shownWhenMade, shown == value {
                    return false
                }
                state.wrappedValue = .success(value)
            } catch {
                state.wrappedValue = .failure(error)
            }
            return true
        }
    }
}
