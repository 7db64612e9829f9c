// wrong: compares each id with every earlier one
// rejected-by: scans-many-rows-in-one-pass
// misconception: Comparing each id with every earlier one takes time that grows with the square of the rows; because
// misconception: ids are Hashable, count them in a dictionary in one pass.
// misconception-ja: 各 id をそれより前のすべての id と比べると、時間が行数の 2 乗で増えます。id は Hashable
// misconception-ja: なので、辞書で数えれば 1 回たどるだけで済みます。
// lesson: #the-idea
// The answers are right, but each id is compared with all the ids before it: 2,000 rows take about two million
// comparisons. `ID: Hashable` is there so that a set or a dictionary can do it in one pass.

extension PlainList {
    var rowIDs: [ID] {
        data.map { $0[keyPath: id] }
    }

    var duplicateIDs: [ID] {
        let ids = rowIDs
        var duplicates: [ID] = []
        for (index, rowID) in ids.enumerated() where ids[..<index].contains(rowID) && !duplicates.contains(rowID) {
            duplicates.append(rowID)
        }
        return duplicates
    }

    var duplicateIDWarnings: [String] {
        duplicateIDs.map { duplicate in
            "\(Self.self): the ID \(duplicate) occurs multiple times within the collection, this will give undefined results!"
        }
    }
}
