// 05.3's lesson: assigning to `state` in `request` while it is a plain `let`, then a `var` in a method that is not
// mutating; `request` called on the value instead of the wrapper.
import MiniUI

enum LoadState<Value> {
    case loading
    case success(Value)
}

struct Station {
    var name: String
}

@propertyWrapper
struct Get<Value> {
    let state: LoadState<Value>  // expected-note {{change 'let' to 'var' to make it mutable}}
    var wrappedValue: LoadState<Value> { state }
    func request(_ load: () async -> Value) async {
        state = .success(await load())  // expected-error {{cannot assign to property: 'state' is a 'let' constant}}
    }
}

@propertyWrapper
struct VarGet<Value> {
    var state: LoadState<Value>
    var wrappedValue: LoadState<Value> { state }
    // expected-note@+1 {{mark method 'mutating' to make 'self' mutable}}
    func request(_ load: () async -> Value) async {
        state = .success(await load())  // expected-error {{cannot assign to property: 'self' is immutable}}
    }
}

@propertyWrapper
struct MutatingGet<Value> {
    var state: LoadState<Value>
    var wrappedValue: LoadState<Value> { state }
    mutating func request(_ load: () async -> Value) async {
        state = .success(await load())
    }
}

struct Stations: View {
    @MutatingGet(state: .loading) var stations: LoadState<[Station]>
    var body: some View {
        Text("stations")
            .task {
                // expected-error@+1 {{cannot use mutating member on immutable value: 'self' is immutable}}
                await _stations.request { [] }
            }
    }
}
