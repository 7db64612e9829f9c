// check: compiles
// `TileFlow` is used as SwiftUI's own layouts are: with a view builder of tiles (a `ForEach` among them), with or
// without a spacing, and its cache is a type of its own, not `Void`.
import MiniUI

@testable import Exercise07_4

struct SeedTray: View {
    let trays = ["Basil", "Chives", "Dill"]

    var body: some View {
        TileFlow {
            Text("Tomatoes").frame(width: 120, height: 40)
            ForEach(trays, id: \.self) { tray in
                Text(tray).frame(width: 70, height: 40)
            }
        }
        TileFlow(spacing: 12) {
            Text("Mint")
        }
        .frame(width: 240)
    }
}

func cacheType() -> Any.Type {
    TileFlow.Cache.self
}
