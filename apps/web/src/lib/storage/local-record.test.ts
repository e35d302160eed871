import { openDB } from 'idb';
import { describe, expect, it, vi } from 'vitest';
import { fullProfile, studentInfo } from '../../testing/fixtures';
import {
  clearLocalRecord,
  flushLocalRecord,
  getLocalRecord,
  loadLocalRecord,
  resetLocalRecordForTests,
  updateLocalRecord,
} from './local-record';
import { DB_NAME, DB_VERSION, LOCAL_STORAGE_KEY } from './model-store';

describe('the local record in IndexedDB (spec 02 §3, §9)', () => {
  it("keeps record 001 in database 'gl' version 10, store 'model' with its indexes", async () => {
    await loadLocalRecord();
    await updateLocalRecord({ studentInfo: studentInfo(), language: 'zh-CN' });
    await flushLocalRecord();

    const db = await openDB(DB_NAME);
    expect(db.version).toBe(DB_VERSION);
    const store = db.transaction('model').store;
    expect(store.keyPath).toBe('id');
    expect([...store.indexNames].sort()).toEqual(['dateTime', 'key', 'unitId']);
    expect(store.index('key').unique).toBe(true);
    const row = await store.get('001');
    expect(row).toMatchObject({ id: '001', unitId: 'u1' });
    expect(JSON.parse(row.value)).toMatchObject({
      language: 'zh-CN',
      studentInfo: { Token: 'token-1' },
    });
    db.close();
  });

  it('reads the record back after a reload', async () => {
    await loadLocalRecord();
    await updateLocalRecord({
      studentInfo: studentInfo(),
      studentProfile: fullProfile,
      marketRegion: 4,
    });
    resetLocalRecordForTests();
    expect(getLocalRecord()).toEqual({});
    await loadLocalRecord();
    expect(getLocalRecord()).toMatchObject({
      studentProfile: fullProfile,
      marketRegion: 4,
    });
  });

  it('shows the stored value before its check, then drops a field that fails validation and keeps the rest', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const db = await openDB(DB_NAME, DB_VERSION, {
      upgrade(d) {
        const s = d.createObjectStore('model', { keyPath: 'id' });
        s.createIndex('key', 'key', { unique: true });
        s.createIndex('dateTime', 'dateTime');
        s.createIndex('unitId', 'unitId');
      },
    });
    const value = JSON.stringify({
      marketRegion: 9,
      language: 'id-ID',
      studentInfo: { Token: 5 },
    });
    await db.put('model', {
      id: '001',
      key: 'student',
      dateTime: '',
      unitId: '',
      value,
    });
    db.close();

    // main.tsx reads the stored language from what beforeCheck sees (strings download early).
    const seen: unknown[] = [];
    await loadLocalRecord((stored) => seen.push(stored));
    expect(seen).toEqual([JSON.parse(value)]);
    expect(getLocalRecord()).toEqual({ language: 'id-ID' });
  });

  it('removes a field set to undefined, and clears everything on log-out', async () => {
    await loadLocalRecord();
    await updateLocalRecord({ targetPage: 'learn', language: 'ru-RU' });
    await updateLocalRecord({ targetPage: undefined });
    expect(getLocalRecord()).toEqual({ language: 'ru-RU' });
    await clearLocalRecord();
    resetLocalRecordForTests();
    await loadLocalRecord();
    expect(getLocalRecord()).toEqual({});
  });
});

describe('the localStorage fallback', () => {
  it('keeps the record in localStorage when IndexedDB cannot be opened', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('indexedDB', undefined);
    await loadLocalRecord();
    await updateLocalRecord({
      studentInfo: studentInfo({ EnglishFirstName: 'Budi' }),
    });
    await flushLocalRecord();
    const row = JSON.parse(
      window.localStorage.getItem(LOCAL_STORAGE_KEY) ?? '{}',
    );
    expect(JSON.parse(row.value).studentInfo.UserInfo.EnglishFirstName).toBe(
      'Budi',
    );

    resetLocalRecordForTests();
    await loadLocalRecord();
    expect(getLocalRecord().studentInfo?.UserInfo.EnglishFirstName).toBe(
      'Budi',
    );
  });
});
