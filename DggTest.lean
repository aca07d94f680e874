/-
Copyright (c) 2026 dgg-proofs contributors. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: dgg-proofs contributors
-/
import DggTest.Axioms

/-! # Tests of the `Dgg` and `DggSharp` libraries (`lake test` builds this library). -/
