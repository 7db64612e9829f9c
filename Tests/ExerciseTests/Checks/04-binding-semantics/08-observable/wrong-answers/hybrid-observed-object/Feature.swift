// wrong: adds @Observable but keeps the ObservableObject conformance, so that @ObservedObject still compiles
// rejected-by: rejects-observed-object-for-an-observable
// The screen behaves, because Observation does the work; but the class now claims two ways of being observed,
// and its `objectWillChange` never fires, so anything that subscribes to it is never told of a change.

import MiniUI

@Observable
final class Feature: ObservableObject, Identifiable {
    let id: Int
    var name: String
    var isEnabled: Bool

    init(id: Int, name: String, isEnabled: Bool) {
        self.id = id
        self.name = name
        self.isEnabled = isEnabled
    }
}
