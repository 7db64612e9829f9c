// check: runs
// behaviour-in: PlainList.swift
// The Identifiable initializer only supplies the key path: it shows every item it is given, as
// `PlainList(items, id: \.id)` and `ForEach(items)` do, even two that share an id by mistake (SwiftUI warns about
// those at run time; dropping one would hide the data's mistake instead of showing it).
import MiniUI

@testable import Exercise01_3

struct Song: Identifiable {
    let id: Int
    let title: String
}

let setList = [Song(id: 1, title: "Opening"), Song(id: 2, title: "Ballad"), Song(id: 2, title: "Encore")]
let withoutKeyPath = ViewHost(PlainList(setList) { Text($0.title) })
let withKeyPath = ViewHost(PlainList(setList, id: \.id) { Text($0.title) })
print("PlainList(setList) shows:", withoutKeyPath.texts)
print("the same as PlainList(setList, id: \\.id):", withoutKeyPath.screen == withKeyPath.screen)

/* expected output:
PlainList(setList) shows: ["Opening", "Ballad", "Encore"]
the same as PlainList(setList, id: \.id): true
*/
