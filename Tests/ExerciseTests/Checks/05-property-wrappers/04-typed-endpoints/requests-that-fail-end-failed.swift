// check: runs
// A request that fails ends in the failed state, with the error: an endpoint the mock server does not know
// (`notFound`) and one whose answer is not what its type says (a decoding error). Staying in `loading` would
// leave the screen waiting for ever.
import Foundation
import MiniUI

@testable import Exercise05_4

struct Locker: Decodable {
    let id: Int
}

extension BikeAPI {
    /// Lockers (GET /v2/lockers), a path the mock server has never heard of. (`Endpoint.init` is picked by its
    /// type, so the initializer that takes the path may have any label.)
    var lockers: Endpoint<[Locker]> {
        let endpoint: (String) -> Endpoint<[Locker]> = Endpoint.init
        return endpoint("/v2/lockers")
    }

    /// The stations' path, read as lockers' ids: the answer does not decode as `[Int]`.
    var stationsAsNumbers: Endpoint<[Int]> {
        let endpoint: (String) -> Endpoint<[Int]> = Endpoint.init
        return endpoint("/v2/stations")
    }
}

func describe<Value>(_ state: LoadState<Value>) -> String {
    switch state {
    case .loading: "loading"
    case .success: "loaded"
    case .failure(let error as FetchError): "failed (\(error))"
    case .failure(let error as DecodingError): "failed (a decoding error: \(type(of: error)))"
    case .failure(let error): "failed (\(type(of: error)))"
    }
}

struct Failing: View {
    @Get(\.lockers) private var lockers
    @Get(\.stationsAsNumbers) private var numbers

    var body: some View {
        VStack {
            Text("lockers: " + describe(lockers))
            Text("numbers: " + describe(numbers))
        }
        .task {
            await _lockers.request(from: .mock)
            await _numbers.request(from: .mock)
        }
    }
}

let host = ViewHost(Failing())
await host.runTasks()
print(host.texts)

/* expected output:
["lockers: failed (notFound(path: \"/v2/lockers\"))", "numbers: failed (a decoding error: DecodingError)"]
*/
