// check: rejects
// `@Get` asks `Value: Equatable`, so a request can compare what it fetched with what is shown: an endpoint whose
// value cannot be compared is refused where the wrapper is declared.
import MiniUI

@testable import Exercise05_7

/// Decodable, but not Equatable.
struct Snapshot: Decodable {
    let raw: String
}

extension Get.Endpoints {
    var snapshot: Endpoint<Snapshot> { Endpoint(path: "/v2/snapshot") }
}

struct Archive: View {
    // expected-error@+1 {{generic struct 'Get' requires that 'Snapshot' conform to 'Equatable'}}
    @Get(\.snapshot) private var snapshot

    var body: some View {
        Text("Archive")
    }
}
