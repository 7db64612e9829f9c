// check: compiles
// A data source is an environment value like any other: read with `@Environment(\.dataSource)`, set for a
// subtree with `.environment(\.dataSource, …)`, `.live` unless set. `_stations.request()` takes no source:
// the wrapper finds it.
import Foundation
import MiniUI

@testable import Exercise05_5

let empty = DataSource(name: "empty") { _ in Data("[]".utf8) }

struct SourceBadge: View {
    @Environment(\.dataSource) private var dataSource

    var body: some View {
        Text(dataSource.name)
    }
}

struct Rides: View {
    @Get(\.rides) private var rides

    var body: some View {
        SourceBadge()
            .task {
                await _rides.request()
            }
    }
}

struct Gallery: View {
    var body: some View {
        VStack {
            StationsScreen().environment(\.dataSource, .mock)
            Rides().environment(\.dataSource, empty)
            StationsApp()
            StationsScreenPreview()
        }
    }
}

@MainActor
func useEnvironment() {
    var values = EnvironmentValues()
    let source: DataSource = values.dataSource
    values.dataSource = .mock
    let key: WritableKeyPath<EnvironmentValues, DataSource> = \.dataSource
    _ = (source, key)
}
