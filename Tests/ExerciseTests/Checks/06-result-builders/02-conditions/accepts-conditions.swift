// check: compiles
// A `@PanelBuilder` closure takes `if` without `else`, `if`/`else`, `if let`, `else if` and `switch`, with branches
// of different panel types. An `if` without `else` builds the optional of its branch's type, and an `if`/`else`
// builds `EitherPanel` of both branches' types, whichever branch runs.
// behaviour-in: PanelBuilder.swift
@testable import Exercise06_2

@PanelBuilder
func accessibility(_ departure: Departure) -> StepFree? {
    if departure.isStepFree {
        StepFree()
    }
}

@PanelBuilder
func punctuality(_ departure: Departure) -> EitherPanel<Delayed, OnTime> {
    if let minutes = departure.delay {
        Delayed(minutes: minutes)
    } else {
        OnTime()
    }
}

@PanelBuilder
func status(_ departure: Departure) -> some Panel {
    Heading(departure: departure)
    if departure.isCancelled {
        Cancelled()
    } else if let minutes = departure.delay {
        Delayed(minutes: minutes)
    } else {
        OnTime()
    }
    if departure.isStepFree {
        StepFree()
    }
}

enum Crowding {
    case quiet, busy, full
}

@PanelBuilder
func crowding(_ level: Crowding) -> some Panel {
    switch level {
    case .quiet: OnTime()
    case .busy: Delayed(minutes: 1)
    case .full: Cancelled()
    }
}

func rowsOfEveryKind() -> [String] {
    let departure = Departure(time: "08:14", destination: "Harbour Gate", delay: 3)
    return accessibility(departure).rows + punctuality(departure).rows + status(departure).rows
        + crowding(.busy).rows
}
